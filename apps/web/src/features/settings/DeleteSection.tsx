import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiPaths, messages, type AccountDetails } from '@meshwork/contracts';
import { http } from '../../api/http';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { removalCopy } from './removalCopy';
import { SettingsSection } from './SettingsSection';
import { useLeaveAfterRemoval } from './useLeaveAfterRemoval';
import { postSetting, useSettingsAction } from './useSettingsAction';

export function DeleteSection({ details }: { details: AccountDetails }) {
  const [code, setCode] = useState('');
  const [securityCode, setSecurityCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveAfterRemoval();
  const requestCode = useMutation({
    mutationFn: () => http.get(apiPaths.deleteRequest),
    onSuccess: () => toast.success(messages.verificationCodeSent),
    onError: () => toast.error(messages.emailUnableToSend),
  });
  const confirm = useSettingsAction(
    () => postSetting(apiPaths.deleteConfirm, { code, ...(details.has_security_code ? { security_code: securityCode } : {}) }),
    () => void leave(),
  );
  const ready = /^\d{6}$/.test(code) && (!details.has_security_code || /^\d{6}$/.test(securityCode));
  return (
    <SettingsSection id="delete" title="Delete account" description={removalCopy.delete} tone="danger">
      {!requestCode.isSuccess ? (
        <Button variant="danger" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
          Email me a deletion code
        </Button>
      ) : (
        <form
          noValidate
          className="flex max-w-md flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {details.has_security_code && (
            <TextField
              label="Your security code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={securityCode}
              onChange={(event) => setSecurityCode(event.target.value)}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={!ready} loading={confirm.isPending}>
              Delete my account
            </Button>
            <Button variant="secondary" loading={requestCode.isPending} onClick={() => requestCode.mutate()}>
              Send a new code
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description={removalCopy.delete}
        confirmLabel="Delete my account"
        confirmVariant="danger"
        onConfirm={() => confirm.mutate(undefined)}
      />
    </SettingsSection>
  );
}
