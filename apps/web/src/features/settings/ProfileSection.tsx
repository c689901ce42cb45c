import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { aboutDetailKeys, settingsCopy, type AccountDetails } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { inputClasses } from '../../ui/Input';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { applyFieldErrors } from '../auth/responses';
import { AboutFields } from './AboutFields';
import { BirthdayFields } from './BirthdayFields';
import { CategoryPicker } from './CategoryPicker';
import { formValues, profileFormSchema } from './profileForm';
import { SettingsSection } from './SettingsSection';
import { useSaveProfile } from './useSettingsChanges';

export function ProfileSection({ details }: { details: AccountDetails }) {
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: formValues(details) });
  const save = useSaveProfile(details.user_id, (saved) => form.reset(formValues(saved)));
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) =>
        applyFieldErrors(
          error,
          ['username', 'fullname', 'nickname', 'bio', 'birthday', 'location', 'website', ...aboutDetailKeys],
          form.setError,
        ),
    }),
  );
  return (
    <SettingsSection id="profile" title={settingsCopy.profile.title} description={settingsCopy.profile.description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={settingsCopy.profile.fullname}
            autoComplete="name"
            error={errors.fullname?.message}
            {...form.register('fullname')}
          />
          <TextField label={settingsCopy.profile.nickname} error={errors.nickname?.message} {...form.register('nickname')} />
          <TextField
            label={settingsCopy.profile.username}
            autoComplete="username"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label={settingsCopy.profile.location}
            autoComplete="address-level2"
            error={errors.location?.message}
            {...form.register('location')}
          />
          <Field label={settingsCopy.profile.colour} error={errors.colour?.message} hint={settingsCopy.profile.colourHint}>
            {(control) => <input {...control} type="color" className={cx(inputClasses, 'p-1')} {...form.register('colour')} />}
          </Field>
          <BirthdayFields form={form} />
        </div>
        <Field label={settingsCopy.profile.bio} error={errors.bio?.message}>
          {(control) => <textarea {...control} rows={3} className={cx(inputClasses, 'h-auto py-2')} {...form.register('bio')} />}
        </Field>
        <AboutFields form={form} />
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => <CategoryPicker value={field.value} onChange={field.onChange} />}
        />
        <Button type="submit" className="self-end" disabled={!isDirty} loading={save.isPending}>
          {settingsCopy.profile.save}
        </Button>
      </form>
    </SettingsSection>
  );
}
