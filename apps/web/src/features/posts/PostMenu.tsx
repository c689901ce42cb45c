import { Ellipsis, Pencil, Pin, PinOff, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconMenu } from '../../ui/IconMenu';
import type { IconMenuItem } from '../../ui/IconMenuPopup';

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

const withIcon = (Icon: LucideIcon, text: string) => (
  <>
    <Icon size={16} aria-hidden /> {text}
  </>
);

interface PostMenuProps {
  /** The author edits; the owner of the timeline it was written on only deletes. */
  onEdit?: () => void;
  onDelete: () => void;
  /** The author's pin to the top of their timeline. */
  pin?: { pinned: boolean; onToggle: () => void };
}

/** The actions on a post: edit, pin or unpin, and delete (asked first). */
export function PostMenu({ onEdit, onDelete, pin }: PostMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const items: IconMenuItem[] = [];
  if (onEdit) items.push({ key: 'edit', content: withIcon(Pencil, postsCopy.editPost), onSelect: onEdit });
  if (pin)
    items.push({
      key: 'pin',
      content: pin.pinned ? withIcon(PinOff, postsCopy.unpinPost) : withIcon(Pin, postsCopy.pinPost),
      onSelect: pin.onToggle,
    });
  items.push({ key: 'delete', content: withIcon(Trash2, postsCopy.deletePost), onSelect: () => setConfirming(true) });
  return (
    <>
      <IconMenu
        label={postsCopy.postActions}
        icon={<Ellipsis size={18} aria-hidden />}
        triggerClassName="flex size-11 items-center justify-center rounded-full hover:bg-muted"
        align="end"
        className="animate-pop-in z-50 w-48 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-lg"
        itemClassName={itemClasses}
        items={items}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={postsCopy.deleteConfirmTitle}
        description={postsCopy.deleteConfirmBody}
        confirmLabel={postsCopy.deletePost}
        confirmVariant="danger"
        onConfirm={onDelete}
      />
    </>
  );
}
