import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisclosureFocus } from './useDisclosureFocus';

function AddNote() {
  const [open, setOpen] = useState(false);
  const { trigger, panel } = useDisclosureFocus<HTMLButtonElement, HTMLDivElement>(open);
  if (!open) {
    return (
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Add a note
      </button>
    );
  }
  return (
    <div ref={panel}>
      <textarea aria-label="Note" />
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </div>
  );
}

describe('useDisclosureFocus', () => {
  it('puts focus in the form that replaced the control, and back on the control after', async () => {
    const user = userEvent.setup();
    render(<AddNote />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a note' })).toHaveFocus());
  });
});
