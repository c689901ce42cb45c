import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

/** The author's actions on their post: edit and delete (asked first). */
export function PostMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
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
            <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
              <Pencil size={16} aria-hidden /> {postsCopy.editPost}
            </DropdownMenu.Item>
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
