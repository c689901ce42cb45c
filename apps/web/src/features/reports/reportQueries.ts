import { useMutation } from '@tanstack/react-query';
import type { ReportCreate } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';

/** What is reported, as the entry point that opens the dialog knows it. */
export interface ReportTarget {
  type: ReportCreate['target_type'];
  id: string;
  /** For a message report: the reported messages' timetokens. */
  messageTimetokens?: string[];
  /** For a note of another server: its server, which may be sent a copy. */
  server?: string;
}

/** Files a report; the dialog shows field errors itself, other failures toast. */
export function useFileReport(target: ReportTarget, onFiled: () => void) {
  return useMutation({
    // The dialog shows every failure itself, by its field or above its buttons.
    meta: { failureMessage: () => null },
    mutationFn: (form: Pick<ReportCreate, 'category' | 'comment' | 'forward'>) =>
      envelopeOf(
        api.POST('/reports', {
          body: {
            target_type: target.type,
            target_id: target.id,
            category: form.category,
            comment: form.comment,
            ...(target.type === 'message' ? { message_timetokens: target.messageTimetokens ?? [] } : {}),
            ...(target.type === 'remote_note' ? { forward: form.forward === true } : {}),
          },
        }),
      ),
    onSuccess: ({ message }) => {
      if (message) toast.success(message);
      onFiled();
    },
  });
}
