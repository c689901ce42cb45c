import { useState } from 'react';
import { deleteConfirmSchema, type AccountDetails, settingsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { ConfirmedForm } from './ConfirmedForm';
import { SettingsSection } from './SettingsSection';
import { useConfirmDeletion, useRequestDeletionCode } from './useSettingsChanges';

export function DeleteSection({ details }: { details: AccountDetails }) {
  const [code, setCode] = useState('');
  const [securityCode, setSecurityCode] = useState('');
  const requestCode = useRequestDeletionCode();
  const body = { code, ...(details.has_security_code ? { security_code: securityCode } : {}) };
  const confirm = useConfirmDeletion();
  return (
    <SettingsSection id="delete" title={settingsCopy.delete.title} description={settingsCopy.delete.description} tone="danger">
      {!requestCode.isSuccess ? (
        <Button variant="danger" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
          {settingsCopy.delete.requestCode}
        </Button>
      ) : (
        <ConfirmedForm
          confirm={{
            title: settingsCopy.delete.confirmTitle,
            description: settingsCopy.delete.description,
            confirmLabel: settingsCopy.delete.confirmLabel,
          }}
          onConfirm={() => confirm.mutate(body)}
        >
          <CodeField
            label={settingsCopy.delete.code}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {details.has_security_code && (
            <CodeField
              label={settingsCopy.delete.securityCode}
              value={securityCode}
              onChange={(event) => setSecurityCode(event.target.value)}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={!deleteConfirmSchema.safeParse(body).success} loading={confirm.isPending}>
              {settingsCopy.delete.submit}
            </Button>
            <Button variant="secondary" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
              {settingsCopy.delete.newCode}
            </Button>
          </div>
        </ConfirmedForm>
      )}
    </SettingsSection>
  );
}
