import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { busyToggle } from './busy-toggle';

function SaveToggle({ busy, onPress }: { busy: boolean; onPress: () => void }) {
  return (
    <button type="button" aria-pressed={false} {...busyToggle(busy, onPress)}>
      Save
    </button>
  );
}

describe('busyToggle', () => {
  it('keeps a toggle focusable and enabled while its request runs, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<SaveToggle busy={false} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);

    rerender(<SaveToggle busy onPress={onPress} />);
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);

    rerender(<SaveToggle busy={false} onPress={onPress} />);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
