import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Field } from './Field';
import { Input } from './Input';
import type { TextFieldProps } from './TextField';

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, ...inputProps }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input {...control} {...inputProps} type={visible ? 'text' : 'password'} className="pr-12" />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg"
          >
            <Icon size={18} aria-hidden />
          </button>
        </div>
      )}
    </Field>
  );
}
