import { Ellipsis, Flag, Pencil, Pin, PinOff, Shield, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { isStaff, moderationCopy, postsCopy, postsMoreCopy, reportEntryCopy } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconMenuPopup, type IconMenuItem } from '../../ui/IconMenuPopup';
import type { OpenState } from '../../ui/LoadOnOpen';
import { ModerationActionDialog } from '../moderation/ModerationActionDialog';
import { ReportDialog } from '../reports/ReportDialog';
import { useDeletePost, usePinPost } from './usePostChanges';

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

const withIcon = (Icon: LucideIcon, text: string) => (
  <>
    <Icon size={16} aria-hidden /> {text}
  </>
);

export interface PostMenuProps {
  postId: string;
  /** The author edits; the owner of the timeline it was written on only deletes. */
  onEdit?: () => void;
  /** Whether the viewer may delete the post (asked first). */
  mayDelete: boolean;
  onDeleted?: () => void;
  /** Whether the post is pinned to the top of its author's timeline; undefined when the viewer may not pin it. */
  pinned?: boolean;
  /** Whether the viewer may report the post (anyone but its author). */
  mayReport?: boolean;
}

type PostMenuPopupProps = PostMenuProps & OpenState & { triggerClassName: string };

/** The post menu once first opened: edit, pin or unpin, and delete (asked first). */
export function PostMenuPopup({
  postId,
  onEdit,
  mayDelete,
  onDeleted,
  pinned,
  mayReport,
  triggerClassName,
  open,
  onOpenChange,
}: PostMenuPopupProps) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [moderating, setModerating] = useState(false);
  const role = useSession()?.role;
  // Staff moderate others' posts; the server asks `actOn` again (never their own, never a superior's).
  const mayModerate = Boolean(mayReport && role && isStaff(role));
  const remove = useDeletePost(postId, onDeleted);
  const pin = usePinPost(postId);
  const items: IconMenuItem[] = [];
  if (onEdit) items.push({ key: 'edit', content: withIcon(Pencil, postsCopy.editPost), onSelect: onEdit });
  if (pinned !== undefined)
    items.push({
      key: 'pin',
      content: pinned ? withIcon(PinOff, postsCopy.unpinPost) : withIcon(Pin, postsCopy.pinPost),
      onSelect: () => pin.mutate(!pinned),
    });
  if (mayDelete) items.push({ key: 'delete', content: withIcon(Trash2, postsCopy.deletePost), onSelect: () => setConfirming(true) });
  if (mayReport) items.push({ key: 'report', content: withIcon(Flag, reportEntryCopy.reportPost), onSelect: () => setReporting(true) });
  if (mayModerate) items.push({ key: 'moderate', content: withIcon(Shield, moderationCopy.moderate), onSelect: () => setModerating(true) });
  return (
    <>
      <IconMenuPopup
        open={open}
        onOpenChange={onOpenChange}
        label={postsCopy.postActions}
        icon={<Ellipsis size={18} aria-hidden />}
        triggerClassName={triggerClassName}
        align="end"
        className="animate-pop-in z-50 w-48 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-lg"
        itemClassName={itemClasses}
        items={items}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={postsMoreCopy.deleteConfirmTitle}
        description={postsMoreCopy.deleteConfirmBody}
        confirmLabel={postsCopy.deletePost}
        confirmVariant="danger"
        onConfirm={() => remove.mutate()}
      />
      {mayModerate && (
        <ModerationActionDialog
          target={{ type: 'post', id: postId }}
          title={moderationCopy.actOnContent}
          open={moderating}
          onOpenChange={setModerating}
        />
      )}
      {mayReport && (
        <ReportDialog
          target={{ type: 'post', id: postId }}
          open={reporting}
          onOpenChange={setReporting}
          title={reportEntryCopy.reportPost}
        />
      )}
    </>
  );
}
