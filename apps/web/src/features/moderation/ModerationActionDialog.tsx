import { contentActions, memberActions, moderationCopy as copy, type ContentActionName, type MemberActionName } from '@meshwork/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useModerationAction, type ActionTarget } from './moderationQueries';

type ActionName = ContentActionName | MemberActionName;

interface ModerationActionDialogProps {
  target: ActionTarget;
  /** The case the action resolves, when it is taken from one. */
  caseId?: string;
  title: string;
  trigger?: ReactNode;
  triggerClassName?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Staff act on content or a member: one action, with the reason the member reads (docs/moderation.md, "Actions"). */
export function ModerationActionDialog({ target, caseId, title, ...dialog }: ModerationActionDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = dialog.open ?? ownOpen;
  const setOpen = dialog.onOpenChange ?? setOwnOpen;
  const choices: readonly ActionName[] =
    target.type === 'member' ? memberActions : target.type === 'post' ? contentActions : ['remove', 'restore'];
  const [action, setAction] = useState<ActionName>(choices[0]!);
  const [reason, setReason] = useState('');
  const apply = useModerationAction(target, caseId, () => {
    setOpen(false);
    setReason('');
  });
  const trimmed = reason.trim();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={dialog.trigger}
      triggerClassName={dialog.triggerClassName}
      title={title}
      closeLabel={copy.cancel}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) apply.mutate({ action, reason: trimmed });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{copy.chooseAction}</legend>
          {choices.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent"
            >
              <input
                type="radio"
                name="action"
                value={choice}
                checked={action === choice}
                onChange={() => setAction(choice)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium">{copy.actionLabels[choice]}</span>
                <span className="block text-xs text-fg-muted">{copy.actionHints[choice]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field label={copy.reasonLabel}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              required
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {copy.cancel}
          </Button>
          <Button
            type="submit"
            variant={action === 'suspend' || action === 'remove' ? 'danger' : 'primary'}
            disabled={!trimmed}
            loading={apply.isPending}
          >
            {copy.actionLabels[action]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
