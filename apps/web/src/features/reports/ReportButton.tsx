import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ReportDialog } from './ReportDialog';
import type { ReportTarget } from './reportQueries';

/** A quiet "Report …" button that opens the report dialog, for pages whose actions are buttons (a group, an event). */
export function ReportButton({ target, label }: { target: ReportTarget; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="text-fg-muted" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden /> {label}
      </Button>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} title={label} />
    </>
  );
}
