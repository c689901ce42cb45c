import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { instanceCopy as copy, signUpModes, type InstanceSettings } from '@meshwork/contracts';
import { moderationPaths } from '../../paths/moderationPaths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { InlineAlert } from '../../ui/InlineAlert';
import { inputClasses } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { adminInstanceQuery, useSaveInstanceSettings } from './instanceAdminQueries';
import { formValuesOf, settingsFormSchema, type SettingsFormInput } from './instanceSettingsForm';

const limitFields = [
  ['new_account_days', copy.newAccountDaysLabel],
  ['new_account_posts_per_hour', copy.postsPerHourLabel],
  ['new_account_follows_per_hour', copy.followsPerHourLabel],
  ['new_account_mentions_per_hour', copy.mentionsPerHourLabel],
] as const;

/** The rules' error: the list's own, or the first rule's that is wrong. */
function rulesError(errors: FieldErrors<SettingsFormInput>): string | undefined {
  // A wrong rule's error sits at its line's index (`rules.3`), the list's own on the list.
  const rules = errors.rules as ({ message?: string } & Array<{ message?: string } | undefined>) | undefined;
  return rules?.message ?? (Array.isArray(rules) ? rules.find((rule) => rule?.message)?.message : undefined);
}

/** `/admin/settings`: the instance's name, rules and contact, its sign-up mode and the new-account limits. */
export function InstanceSettingsPage() {
  const settings = useQuery(adminInstanceQuery);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{copy.settingsTitle}</h1>
        <p className="text-sm text-fg-muted">{copy.settingsIntro}</p>
      </div>
      <Card className="p-4 sm:p-6">
        {settings.isPending && <Skeleton className="h-64 w-full" />}
        {settings.isError && <InlineAlert tone="error">{copy.loadFailed}</InlineAlert>}
        {settings.data && <SettingsForm settings={settings.data} />}
      </Card>
    </div>
  );
}

function SettingsForm({ settings }: { settings: InstanceSettings }) {
  const form = useForm<SettingsFormInput, unknown, InstanceSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesOf(settings),
  });
  const save = useSaveInstanceSettings();
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'sign_up_mode' });
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: ({ output }) => form.reset(formValuesOf(output)) }))}
    >
      <TextField label={copy.nameLabel} maxLength={60} error={errors.name?.message} {...form.register('name')} />
      <TextAreaField label={copy.descriptionLabel} rows={4} error={errors.description?.message} {...form.register('description')} />
      <TextAreaField label={copy.rulesLabel} rows={5} hint={copy.rulesHint} error={rulesError(errors)} {...form.register('rules')} />
      <TextField label={copy.contactLabel} error={errors.contact?.message} {...form.register('contact')} />
      <Field label={copy.modeLabel} error={errors.sign_up_mode?.message}>
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('sign_up_mode')}>
            {signUpModes.map((option) => (
              <option key={option} value={option}>
                {copy.modeNames[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {settings.sign_up_mode === 'invitation' && (
        // The saved mode, not the one being chosen: following the link leaves the form unsaved.
        <p className="text-sm">
          <TextLink to={moderationPaths.invitations}>{copy.invitationsLink}</TextLink>
        </p>
      )}
      {mode === 'approval' && (
        <TextField
          label={copy.questionSettingLabel}
          maxLength={300}
          error={errors.approval_question?.message}
          {...form.register('approval_question')}
        />
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{copy.newAccountsTitle}</legend>
        {limitFields.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            type="number"
            min={1}
            error={errors[name]?.message}
            {...form.register(name, { valueAsNumber: true })}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
