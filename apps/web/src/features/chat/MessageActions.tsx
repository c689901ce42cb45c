import { chatCopy, reportEntryCopy } from '@meshwork/contracts';
import { Ellipsis, Flag, Pencil, SmilePlus, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cx } from '../../ui/cx';
import { IconMenu } from '../../ui/IconMenu';
import { iconMenuTrigger } from '../../ui/iconMenuTrigger';
import type { IconMenuItem } from '../../ui/IconMenuPopup';
import { ReportDialog } from '../reports/ReportDialog';

interface MessageActionsProps {
  /** The reader wrote it: it may be deleted, and edited when it is a text. */
  mine: boolean;
  editable: boolean;
  picking: boolean;
  onPick: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Another member's stored message: "Report message" reports it, with the message as evidence. */
  report?: { channel: string; timetoken: string };
}

const withIcon = (Icon: LucideIcon, text: string) => (
  <>
    <Icon size={16} aria-hidden /> {text}
  </>
);

/**
 * What the reader may do with a stored message: icons beside it from 640 px up (shown on hover and
 * focus), one "…" menu on a phone, where icons on every message would crowd the conversation.
 * Deleting asks first.
 */
export function MessageActions({ mine, editable, picking, onPick, onEdit, onDelete, report }: MessageActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const items: IconMenuItem[] = [{ key: 'react', content: withIcon(SmilePlus, chatCopy.reactions), onSelect: onPick }];
  if (editable) items.push({ key: 'edit', content: withIcon(Pencil, chatCopy.edit), onSelect: onEdit });
  if (mine) items.push({ key: 'delete', content: withIcon(Trash2, chatCopy.delete), onSelect: () => setConfirming(true) });
  if (report) items.push({ key: 'report', content: withIcon(Flag, reportEntryCopy.reportMessage), onSelect: () => setReporting(true) });
  return (
    <>
      <div
        role="group"
        aria-label={chatCopy.messageActions}
        className="flex opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100 max-sm:hidden"
      >
        <Button variant="ghost" size="icon" aria-label={chatCopy.reactions} aria-expanded={picking} onClick={onPick}>
          <SmilePlus size={16} aria-hidden />
        </Button>
        {editable && (
          <Button variant="ghost" size="icon" aria-label={chatCopy.edit} onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </Button>
        )}
        {mine && (
          <Button variant="ghost" size="icon" aria-label={chatCopy.delete} onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden />
          </Button>
        )}
        {report && (
          <Button variant="ghost" size="icon" aria-label={reportEntryCopy.reportMessage} onClick={() => setReporting(true)}>
            <Flag size={16} aria-hidden />
          </Button>
        )}
      </div>
      <IconMenu
        label={chatCopy.messageActions}
        icon={<Ellipsis size={18} aria-hidden />}
        triggerClassName={cx(iconMenuTrigger, 'sm:hidden')}
        align="end"
        items={items}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={chatCopy.deleteConfirmTitle}
        description={chatCopy.deleteConfirm}
        confirmLabel={chatCopy.delete}
        confirmVariant="danger"
        onConfirm={onDelete}
      />
      {report && (
        <ReportDialog
          target={{ type: 'message', id: report.channel, messageTimetokens: [report.timetoken] }}
          open={reporting}
          onOpenChange={setReporting}
          title={reportEntryCopy.reportMessage}
        />
      )}
    </>
  );
}
