import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { deleteConfirmSchema, messages, type AccountDetails } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/CodeField';
import { ConfirmedForm } from './ConfirmedForm';
import { removalCopy } from './removalCopy';
import { SettingsSection } from './SettingsSection';
import { useLeaveAfterRemoval } from './useLeaveAfterRemoval';
import { useSettingsAction } from './useSettingsAction';

export function DeleteSection({ details }: { details: AccountDetails }) {
  const [code, setCode] = useState('');
  const [securityCode, setSecurityCode] = useState('');
  const leave = useLeaveAfterRemoval();
  const requestCode = useMutation({
    mutationFn: () => envelopeOf(api.GET('/user/delete/request')),
    onSuccess: () => toast.success(messages.verificationCodeSent),
    onError: () => toast.error(messages.emailUnableToSend),
  });
  const body = { code, ...(details.has_security_code ? { security_code: securityCode } : {}) };
  const confirm = useSettingsAction(
    () => envelopeOf(api.POST('/user/delete/confirm', { body })),
    () => void leave(),
  );
  return (
    <SettingsSection id="delete" title="Delete account" description={removalCopy.delete} tone="danger">
      {!requestCode.isSuccess ? (
        <Button variant="danger" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
          Email me a deletion code
        </Button>
      ) : (
        <ConfirmedForm
          confirm={{ title: 'Delete your account?', description: removalCopy.delete, confirmLabel: 'Delete my account' }}
          onConfirm={() => confirm.mutate(undefined)}
        >
          <CodeField
            label="Code from the email"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {details.has_security_code && (
            <CodeField label="Your security code" value={securityCode} onChange={(event) => setSecurityCode(event.target.value)} />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={!deleteConfirmSchema.safeParse(body).success} loading={confirm.isPending}>
              Delete my account
            </Button>
            <Button variant="secondary" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
              Send a new code
            </Button>
          </div>
        </ConfirmedForm>
      )}
    </SettingsSection>
  );
}
