import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { EmailField, PasswordField, TextField, type TextFieldProps } from './TextFields';

/** A field kept in state, as the forms keep theirs. */
function Controlled({ kind, ...props }: Partial<TextFieldProps> & { kind: 'email' | 'password' }) {
  const [value, setValue] = useState('');
  const Field = kind === 'email' ? EmailField : PasswordField;
  return <Field value={value} onChange={setValue} {...props} />;
}

describe('the form field kit', () => {
  it("an email field is labelled 'Email', type=email, required, with the shared length limit", () => {
    render(<EmailField value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('maxlength', String(LIMITS.email.max));
  });

  it('a password field is required, masked, and says whether it is the current or a new one', () => {
    render(
      <>
        <PasswordField value="" onChange={() => {}} />
        <PasswordField label="New Password" isNew value="" onChange={() => {}} />
      </>,
    );
    const current = screen.getByLabelText('Password');
    const chosen = screen.getByLabelText('New Password');
    for (const input of [current, chosen]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('maxlength', String(LIMITS.password.max));
    }
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(chosen).toHaveAttribute('autocomplete', 'new-password');
  });

  it('hands the typed text to onChange', async () => {
    const user = userEvent.setup();
    render(<Controlled kind="email" label="Re-enter your full email address" />);
    const input = screen.getByLabelText('Re-enter your full email address');
    await user.type(input, 'ada@stackhive.dev');
    expect(input).toHaveValue('ada@stackhive.dev');
  });

  it('describes the control with its hint and shows the aside on the label line', () => {
    render(
      <PasswordField
        hint="At least eight characters."
        aside={<a href="/reset-verify">Forgot password?</a>}
        value=""
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least eight characters.',
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.parentElement).toHaveClass('form-field__label-row');
  });

  it('leaves out the description without a hint, and passes other attributes through', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="OTP"
        inputMode="numeric"
        required
        name="otp"
        value="12"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('OTP');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('name', 'otp');
    expect(input).toBeRequired();
    expect(input).toHaveValue('12');
  });

  it('lets a form turn a default off (a field the spec asks for by alert)', () => {
    render(<EmailField required={false} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Email')).not.toBeRequired();
  });
});
