import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled text area with its hint or error, as `TextField` is for one line. */
export function TextAreaField({ label, error, hint, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg aria-[invalid=true]:border-danger sm:text-sm"
          {...props}
        />
      )}
    </Field>
  );
}
