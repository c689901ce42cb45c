import { settingsCopy } from '@meshwork/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { ConfirmedForm } from './ConfirmedForm';
import { SettingsSection } from './SettingsSection';
import { useDeactivate } from './useSettingsChanges';

export function DeactivateSection() {
  const [password, setPassword] = useState('');
  const deactivate = useDeactivate();
  return (
    <SettingsSection id="deactivate" title={settingsCopy.deactivate.title} description={settingsCopy.deactivate.description} tone="danger">
      <ConfirmedForm
        confirm={{
          title: settingsCopy.deactivate.confirmTitle,
          description: settingsCopy.deactivate.description,
          confirmLabel: settingsCopy.deactivate.confirmLabel,
        }}
        onConfirm={() => deactivate.mutate({ password })}
      >
        <PasswordField
          label={settingsCopy.yourPassword}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger" className="self-start" disabled={!password} loading={deactivate.isPending}>
          {settingsCopy.deactivate.submit}
        </Button>
      </ConfirmedForm>
    </SettingsSection>
  );
}
