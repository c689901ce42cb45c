import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { domainPolicyCopy as copy, domainPolicyReasonMaxLength, domainPolicySeverities } from '@meshwork/contracts';
import { checkboxRow } from '../posts/SensitiveCheckbox';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import {
  domainPolicyFormDefaults,
  domainPolicyFormFields,
  type DomainPolicyFormInput,
  type DomainPolicyFormOutput,
} from './domainPolicyForm';
import { useSaveDomainPolicy } from './domainPolicyQueries';

/** Limits or suspends a server: its name, the policy, whether its media is refused, and a reason for the other administrators. */
export function DomainPolicyForm() {
  const form = useForm<DomainPolicyFormInput, unknown, DomainPolicyFormOutput>({
    resolver: zodResolver(domainPolicyFormFields),
    defaultValues: domainPolicyFormDefaults,
  });
  const save = useSaveDomainPolicy();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={copy.save}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ host, ...policy }) =>
        save.mutate({ host, policy }, { onSuccess: () => form.reset(domainPolicyFormDefaults) }),
      )}
    >
      <TextField
        label={copy.hostLabel}
        placeholder={copy.hostPlaceholder}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.host?.message}
        {...form.register('host')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{copy.severityLabel}</legend>
        {domainPolicySeverities.map((severity) => (
          <label key={severity} className="flex items-start gap-2 text-sm">
            <input type="radio" value={severity} className="mt-1 size-4" {...form.register('severity')} />
            {copy.severities[severity]}
          </label>
        ))}
      </fieldset>
      <label className={checkboxRow}>
        <input type="checkbox" {...form.register('reject_media')} />
        {copy.rejectMediaLabel}
      </label>
      <TextField
        label={copy.reasonLabel}
        maxLength={domainPolicyReasonMaxLength}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
