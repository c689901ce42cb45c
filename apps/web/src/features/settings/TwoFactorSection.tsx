import { Switch } from 'radix-ui';
import { useState } from 'react';
import { type AccountDetails, settingsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { CodeField } from '../../ui/CodeField';
import { SettingsSection } from './SettingsSection';
import { useSetTwoFactor } from './useSettingsChanges';

export function TwoFactorSection({ details }: { details: AccountDetails }) {
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [proof, setProof] = useState('');
  const change = useSetTwoFactor(() => {
    setConfirmingOff(false);
    setProof('');
  });
  const onToggle = (enabled: boolean) => (enabled ? change.mutate({ enabled }) : setConfirmingOff(true));
  const proofField = details.has_security_code ? 'security_code' : 'password';
  const turnOff = () => change.mutate({ enabled: false, [proofField]: proof });
  return (
    <SettingsSection id="two-factor" title={settingsCopy.twoFactor.title} description={settingsCopy.twoFactor.description}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="two-factor-switch" className="text-sm font-medium">
          {settingsCopy.twoFactor.switchLabel}
        </label>
        <Switch.Root
          id="two-factor-switch"
          checked={details.has_two_fa && !confirmingOff}
          disabled={change.isPending}
          onCheckedChange={onToggle}
          className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-muted ring-1 ring-line transition-colors duration-150 ring-inset data-[state=checked]:bg-brand disabled:opacity-50"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {confirmingOff && (
        <form
          noValidate
          className="mt-5 flex max-w-md flex-col gap-4 rounded-lg border border-line bg-page p-4"
          onSubmit={(event) => {
            event.preventDefault();
            turnOff();
          }}
        >
          <p className="text-sm">{settingsCopy.twoFactor.offWarning}</p>
          {details.has_security_code ? (
            <CodeField label={settingsCopy.twoFactor.securityCode} value={proof} onChange={(event) => setProof(event.target.value)} />
          ) : (
            <PasswordField
              label={settingsCopy.yourPassword}
              autoComplete="current-password"
              value={proof}
              onChange={(event) => setProof(event.target.value)}
            />
          )}
          <div className="flex gap-3">
            <Button type="submit" variant="danger" loading={change.isPending} disabled={!proof}>
              {settingsCopy.twoFactor.turnOff}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingOff(false)}>
              {settingsCopy.twoFactor.keepOn}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
