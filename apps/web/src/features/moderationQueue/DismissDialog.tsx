import { useState } from 'react';
import { moderationQueueCopy as copy, reportLimits, reportsCopy } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useDismissCase } from './moderationQueries';

/** "Dismiss": closes the case without action, with the reason the audit log keeps. */
export function DismissDialog({ caseId }: { caseId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const dismiss = useDismissCase(caseId, () => setOpen(false));
  const trimmed = reason.trim();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={copy.dismiss}
      triggerClassName={buttonClasses('danger')}
      title={copy.dismissTitle}
      closeLabel={reportsCopy.cancel}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) dismiss.mutate(trimmed);
        }}
      >
        <Field label={copy.dismissReasonLabel}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={reason}
              maxLength={reportLimits.reasonMaxLength}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {reportsCopy.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={!trimmed} loading={dismiss.isPending}>
            {copy.dismiss}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
