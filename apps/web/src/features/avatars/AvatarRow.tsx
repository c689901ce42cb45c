import { Check, Download, Eye, Trash2 } from 'lucide-react';
import { avatarsCopy, type AvatarSummary } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteAvatar, useMakeDefault } from './avatarQueries';

/** One saved avatar: show it in the viewer, make it the member's avatar, delete it. */
export function AvatarRow({ avatar, shown, onShow }: { avatar: AvatarSummary; shown: boolean; onShow: () => void }) {
  const makeDefault = useMakeDefault();
  const remove = useDeleteAvatar();
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-3" aria-label={avatar.name}>
      <p className="min-w-0 flex-1 truncate font-medium">{avatar.name}</p>
      {avatar.is_default && (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-accent">
          <Check size={16} aria-hidden />
          {avatarsCopy.isDefault}
        </span>
      )}
      <Button variant="ghost" size="icon" aria-label={avatarsCopy.viewerLabel(avatar.name)} aria-pressed={shown} onClick={onShow}>
        <Eye size={18} aria-hidden />
      </Button>
      {!avatar.is_default && (
        <Button variant="secondary" loading={makeDefault.isPending} onClick={() => makeDefault.mutate(avatar.id)}>
          {avatarsCopy.makeDefault}
        </Button>
      )}
      {/* Made on the server from the avatar's GLB; the browser shows the download's progress. */}
      {avatar.fbx_url && (
        <a href={avatar.fbx_url} download className={buttonClasses('ghost')} title={avatarsCopy.downloadFbxHint}>
          <Download size={18} aria-hidden />
          {avatarsCopy.downloadFbx}
        </a>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="ghost" loading={remove.isPending}>
            <Trash2 size={18} aria-hidden />
            {avatarsCopy.delete}
          </Button>
        }
        title={avatarsCopy.deleteTitle}
        description={avatarsCopy.deleteDescription}
        confirmLabel={avatarsCopy.delete}
        confirmVariant="danger"
        onConfirm={() => remove.mutate(avatar.id)}
      />
    </li>
  );
}
