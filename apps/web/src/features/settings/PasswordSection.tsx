import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordUpdateSchema, settingsCopy, authMessages } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { applyFieldErrors } from '../auth/responses';
import { SettingsSection } from './SettingsSection';
import { useChangePassword } from './useSettingsChanges';

const passwordFormSchema = passwordUpdateSchema
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, { error: authMessages.passwordsDoNotMatch, path: ['confirm'] });

export function PasswordSection() {
  const form = useForm({ resolver: zodResolver(passwordFormSchema), defaultValues: { current_password: '', password: '', confirm: '' } });
  const change = useChangePassword(() => form.reset());
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onError: (error) => {
        // A wrong current password belongs under its own field; a refused new one under "New password".
        if (isApiError(error) && error.error === 'wrong_password') form.setError('current_password', { message: error.message });
        else applyFieldErrors(error, ['password'], form.setError);
      },
    }),
  );
  return (
    <SettingsSection id="password" title={settingsCopy.password.title} description={settingsCopy.password.description}>
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
        <PasswordField
          label={settingsCopy.password.current}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordField
          label={settingsCopy.password.new}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={settingsCopy.password.repeat}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" className="self-start" loading={change.isPending}>
          {settingsCopy.password.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
