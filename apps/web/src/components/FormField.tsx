import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  /** Shown on the label's line, at its end (e.g. the 'Forgot password?' link). */
  aside?: ReactNode;
  /** The control, with any hint or preview that goes with it. */
  children: ReactNode;
}

/** A labelled form field: the label, then the control (and its hint) beneath. */
export function FormField({ htmlFor, label, aside, children }: FormFieldProps) {
  const labelElement = <label htmlFor={htmlFor}>{label}</label>;
  return (
    <div className="form-field">
      {aside ? (
        <div className="form-field__label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
    </div>
  );
}
