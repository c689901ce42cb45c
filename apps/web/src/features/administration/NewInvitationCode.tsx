import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { instanceCopy as copy, type CreatedInvitation } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';

/**
 * The code of the invitation just made, shown this once: the server keeps only its hash. Focus
 * moves here so a keyboard or screen reader user meets it before anything else.
 */
export function NewInvitationCode({ invitation, onDone }: { invitation: CreatedInvitation; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [invitation.id]);
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(invitation.code);
      toast.success(copy.codeCopied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };
  return (
    <section aria-labelledby="new-invitation-code" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-surface p-4">
      <h2 id="new-invitation-code" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        {copy.newCodeTitle}
      </h2>
      <p className="text-sm font-medium">{copy.newCodeWarning}</p>
      <code className="rounded-lg bg-muted px-3 py-2 font-mono text-base break-all select-all" data-testid="invitation-code">
        {invitation.code}
      </code>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void copyCode()}>
          <Copy size={16} aria-hidden /> {copy.copyCode}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {copy.doneWithCode}
        </Button>
      </div>
    </section>
  );
}
