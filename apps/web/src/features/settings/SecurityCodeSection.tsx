import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { securityCodeUpdateSchema, type AccountDetails, settingsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { CodeField } from '../../ui/CodeField';
import { SettingsSection } from './SettingsSection';
import { useSaveSecurityCode } from './useSettingsChanges';

export function SecurityCodeSection({ details }: { details: AccountDetails }) {
  const form = useForm({ resolver: zodResolver(securityCodeUpdateSchema), defaultValues: { security_code: '', password: '' } });
  const save = useSaveSecurityCode(() => form.reset());
  const { errors } = form.formState;
  return (
    <SettingsSection
      id="security-code"
      title={settingsCopy.securityCode.title}
      description={
        <>
          {settingsCopy.securityCode.description}{' '}
          <strong className="font-medium text-fg">
            {details.has_security_code ? settingsCopy.securityCode.has : settingsCopy.securityCode.hasNot}
          </strong>
        </>
      }
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex max-w-md flex-col gap-5">
        <CodeField
          label={details.has_security_code ? settingsCopy.securityCode.newLabel : settingsCopy.securityCode.label}
          error={errors.security_code?.message}
          {...form.register('security_code')}
        />
        <PasswordField
          label={settingsCopy.yourPassword}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" className="self-start" loading={save.isPending}>
          {settingsCopy.securityCode.save}
        </Button>
      </form>
    </SettingsSection>
  );
}
