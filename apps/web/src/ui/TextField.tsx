import type { ReactNode } from 'react';
import { Field } from './Field';
import { Input, type InputProps } from './Input';

export interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
