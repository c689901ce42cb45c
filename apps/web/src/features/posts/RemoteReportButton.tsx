import { reportEntryCopy, type FediverseNote } from '@meshwork/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { serverOfHandle } from '../../paths/remotePaths';
import { cx } from '../../ui/cx';
import { ReportDialog } from '../reports/ReportDialog';

/** "Report" for a note of another server: the report dialog, which offers to send its server an anonymous copy. */
export function RemoteReportButton({ note, className }: { note: FediverseNote; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cx('flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-fg-muted hover:bg-muted', className)}
        onClick={() => setOpen(true)}
      >
        <Flag size={16} aria-hidden />
        {reportEntryCopy.reportButton}
      </button>
      <ReportDialog
        target={{ type: 'remote_note', id: note.id, server: serverOfHandle(note.author.handle) }}
        open={open}
        onOpenChange={setOpen}
        title={reportEntryCopy.reportRemoteNote}
      />
    </>
  );
}
