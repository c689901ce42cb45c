import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface ConfirmedFormProps {
  /** What the dialog asks before `onConfirm` runs. */
  confirm: { title: string; description: string; confirmLabel: string };
  onConfirm: () => void;
  children: ReactNode;
}

/** A form for a step that cannot be undone: submitting it asks once more in a dialog. */
export function ConfirmedForm({ confirm, onConfirm, children }: ConfirmedFormProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <form
        noValidate
        className="flex max-w-md flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        {children}
      </form>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} confirmVariant="danger" onConfirm={onConfirm} {...confirm} />
    </>
  );
}
