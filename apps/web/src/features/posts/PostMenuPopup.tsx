import { EyeOff, Ellipsis, Flag, Pencil, Pin, PinOff, Shield, Trash2, VolumeX, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { isStaff, moderationCopy, postsCopy, postsMoreCopy, reportEntryCopy, type Person } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconMenuPopup, type IconMenuItem } from '../../ui/IconMenuPopup';
import type { OpenState } from '../../ui/LoadOnOpen';
import { ModerationActionDialog } from '../moderation/ModerationActionDialog';
import { ReportDialog } from '../reports/ReportDialog';
import { useDeletePost, usePinPost } from './usePostChanges';
import { useHidePost, useMuteMember } from './usePostMuting';

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
  /** The author of another member's post: the viewer may report it, hide it and mute its author. */
  otherAuthor?: Person;
}

type PostMenuPopupProps = PostMenuProps & OpenState & { triggerClassName: string };

/** The post menu once first opened: edit, pin or unpin, and delete (asked first). */
export function PostMenuPopup({
  postId,
  onEdit,
  mayDelete,
  onDeleted,
  pinned,
  otherAuthor,
  triggerClassName,
  open,
  onOpenChange,
}: PostMenuPopupProps) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [moderating, setModerating] = useState(false);
  const role = useSession()?.role;
  const mayReport = otherAuthor !== undefined;
  const hide = useHidePost(postId);
  const mute = useMuteMember(otherAuthor?.user_id ?? '');
  // Staff moderate others' posts; the server asks `actOn` again (never their own, never a superior's).
  const mayModerate = Boolean(mayReport && role && isStaff(role));
  const remove = useDeletePost(postId, onDeleted);
  const pin = usePinPost(postId);
  const items: IconMenuItem[] = [];
  if (onEdit) items.push({ key: 'edit', content: withIcon(Pencil, postsCopy.editPost), onSelect: onEdit });
  if (pinned !== undefined)
    items.push({
      key: 'pin',
      content: pinned ? withIcon(PinOff, postsMoreCopy.unpinPost) : withIcon(Pin, postsMoreCopy.pinPost),
      onSelect: () => pin.mutate(!pinned),
    });
  if (mayDelete) items.push({ key: 'delete', content: withIcon(Trash2, postsCopy.deletePost), onSelect: () => setConfirming(true) });
  if (otherAuthor) {
    items.push({ key: 'hide', content: withIcon(EyeOff, postsMoreCopy.hidePost), onSelect: () => hide.mutate() });
    items.push({ key: 'mute', content: withIcon(VolumeX, postsMoreCopy.mute(otherAuthor.username)), onSelect: () => mute.mutate() });
  }
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
