import { Controller, type UseFormReturn } from 'react-hook-form';
import { birthdayVisibilities, settingsCopy } from '@meshwork/contracts';
import type { ProfileForm } from './profileForm';
import { Field } from '../../ui/Field';
import { inputClasses } from '../../ui/Input';
import { TextField } from '../../ui/TextField';

/** The birthday, who sees it, and whether they see its year. */
export function BirthdayFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const copy = settingsCopy.profile;
  const { register } = form;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="sr-only">{copy.birthday}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.birthday} type="date" error={form.formState.errors.birthday?.message} {...register('birthday')} />
        {/* Controlled, so the select shows the saved choice rather than its first option. */}
        <Controller
          control={form.control}
          name="birthday_visibility"
          render={({ field }) => (
            <Field label={copy.birthdayVisibility}>
              {(control) => (
                <select {...control} {...field} className={inputClasses}>
                  {birthdayVisibilities.map((visibility) => (
                    <option key={visibility} value={visibility}>
                      {copy.birthdayVisibilityNames[visibility]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        />
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-5 accent-[var(--mw-accent)]" {...register('birthday_shows_year')} />
        <span>
          <span className="font-medium">{copy.birthdayShowsYear}</span>
          <span className="block text-xs text-fg-muted">{copy.birthdayShowsYearHint}</span>
        </span>
      </label>
    </fieldset>
  );
}
