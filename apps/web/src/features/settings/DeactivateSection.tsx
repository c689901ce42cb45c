import { useState } from 'react';
import { api, envelopeOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { ConfirmedForm } from './ConfirmedForm';
import { removalCopy } from './removalCopy';
import { SettingsSection } from './SettingsSection';
import { useLeaveAfterRemoval } from './useLeaveAfterRemoval';
import { useSettingsAction } from './useSettingsAction';

export function DeactivateSection() {
  const [password, setPassword] = useState('');
  const leave = useLeaveAfterRemoval();
  const deactivate = useSettingsAction(
    (input: { password: string }) => envelopeOf(api.POST('/user/deactivate', { body: input })),
    () => void leave(),
  );
  return (
    <SettingsSection id="deactivate" title="Deactivate account" description={removalCopy.deactivate} tone="danger">
      <ConfirmedForm
        confirm={{ title: 'Deactivate your account?', description: removalCopy.deactivate, confirmLabel: 'Deactivate' }}
        onConfirm={() => deactivate.mutate({ password })}
      >
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger" className="self-start" disabled={!password} loading={deactivate.isPending}>
          Deactivate account
        </Button>
      </ConfirmedForm>
    </SettingsSection>
  );
}
