import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  /** The control, with any hint or preview that goes with it. */
  children: ReactNode;
}

/** A labelled form field: the label, then the control (and its hint) beneath. */
export function FormField({ htmlFor, label, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
