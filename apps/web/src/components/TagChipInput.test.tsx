import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { mockAlertsEachTest } from '../test/utils';
import { TagChipInput } from './TagChipInput';

function Harness({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagChipInput id="tags" tags={tags} onChange={setTags} max={max} hint={MESSAGES.tagsHint} />
      <output data-testid="tags">{tags.join(',')}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Tags');
const chosen = () => screen.getByTestId('tags').textContent;

describe('TagChipInput', () => {
  const alertSpy = mockAlertsEachTest();

  it('adds a catalogue tag when space is pressed and clears the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'reactjs ');
    expect(chosen()).toBe('reactjs');
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove tag reactjs' })).toBeInTheDocument();
  });

  it('lower-cases what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'TypeScript ');
    expect(chosen()).toBe('typescript');
  });

  it('ignores a lone space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), ' ');
    expect(chosen()).toBe('');
    expect(input()).toHaveValue('');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('does not add a duplicate', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['css']} />);
    await user.type(input(), 'css ');
    expect(chosen()).toBe('css');
    expect(screen.getAllByRole('button', { name: 'Remove tag css' })).toHaveLength(1);
    expect(input()).toHaveValue('');
  });

  it('shows prefix suggestions while focused and adds one on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'jav');
    const list = screen.getByRole('list', { name: 'Tag suggestions' });
    const names = Array.from(list.querySelectorAll('button')).map((button) => button.textContent);
    expect(names).toEqual(['javascript', 'java']);
    await user.click(screen.getByRole('button', { name: 'javascript' }));
    expect(chosen()).toBe('javascript');
    expect(input()).toHaveValue('');
  });

  it('hides suggestions when focus leaves the input', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.type(input(), 'py');
    expect(screen.getByRole('button', { name: 'python' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('button', { name: 'python' })).not.toBeInTheDocument();
  });

  it('removes a chip with its X button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['git', 'docker']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag git' }));
    expect(chosen()).toBe('docker');
  });

  it('alerts and refuses a tag outside the catalogue', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'cobol ');
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.invalidTag);
    expect(chosen()).toBe('');
  });

  it('refuses a tag beyond max', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['git', 'css']} max={2} />);
    await user.type(input(), 'html ');
    expect(chosen()).toBe('git,css');
  });

  it('shows the hint', () => {
    render(<Harness />);
    expect(input()).toHaveAccessibleDescription(MESSAGES.tagsHint);
  });
});
