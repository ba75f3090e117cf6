import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { LIMITS } from '@stackhive/shared';
import { FormField } from './FormField';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
>;

export interface TextFieldProps extends InputAttributes {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A line beneath the control that describes it (its aria-describedby). */
  hint?: ReactNode;
  /** Shown on the label's line (FormField). */
  aside?: ReactNode;
}

/**
 * A labelled one-line input: the label, the control and its hint, with the ids that tie
 * them together. Any other input attribute passes through to the control.
 */
export function TextField({ label, value, onChange, hint, aside, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <FormField htmlFor={id} label={label} aside={aside}>
      <input
        id={id}
        type="text"
        aria-describedby={hint ? hintId : undefined}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
    </FormField>
  );
}

type FieldProps = Omit<TextFieldProps, 'label'> & { label?: ReactNode };

/**
 * An email address (spec 5): `type=email` and `required`, so the browser's own validation
 * stops an empty or malformed one; at most LIMITS.email.max characters. Labelled 'Email'
 * unless told otherwise.
 */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email.max}
      {...props}
    />
  );
}

interface PasswordFieldProps extends FieldProps {
  /** A password being chosen (signup, reset) rather than the current one (login). */
  isNew?: boolean;
}

/** A password (spec 5): `required`, at most LIMITS.password.max characters. */
export function PasswordField({ label = 'Password', isNew = false, ...props }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      maxLength={LIMITS.password.max}
      {...props}
    />
  );
}
