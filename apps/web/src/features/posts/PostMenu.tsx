import { Ellipsis, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { postsCopy, profilesCopy } from '@meshwork/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

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
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={postsCopy.postActions}
          className="flex size-11 items-center justify-center rounded-full hover:bg-muted"
        >
          <Ellipsis size={18} aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="animate-pop-in z-50 w-48 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-lg"
          >
            {onEdit && (
              <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
                <Pencil size={16} aria-hidden /> {postsCopy.editPost}
              </DropdownMenu.Item>
            )}
            {pin && (
              <DropdownMenu.Item className={itemClasses} onSelect={pin.onToggle}>
                {pin.pinned ? <PinOff size={16} aria-hidden /> : <Pin size={16} aria-hidden />}{' '}
                {pin.pinned ? profilesCopy.unpinPost : profilesCopy.pinPost}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={itemClasses} onSelect={() => setConfirming(true)}>
              <Trash2 size={16} aria-hidden /> {postsCopy.deletePost}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
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
