import { Check, Download, Eye, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { avatarsCopy, type AvatarSummary } from '@meshwork/contracts';
import { apiUrl } from '../../api/client';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { avatarsQuery, useDeleteAvatar, useMakeDefault } from './avatarQueries';
import { AvatarViewer } from './AvatarViewer';
import { usePortraitAsPicture } from './usePortraitAsPicture';

function SavedAvatarRow({ avatar, shown, onShow }: { avatar: AvatarSummary; shown: boolean; onShow: () => void }) {
  const makeDefault = useMakeDefault();
  const remove = useDeleteAvatar();
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-3" aria-label={avatar.name}>
      <p className="min-w-0 flex-1 truncate font-medium">{avatar.name}</p>
      {avatar.is_default && (
        <span className="inline-flex items-center gap-1 text-sm text-accent">
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
      <a href={apiUrl(`/avatars/${avatar.id}.fbx`)} download className={buttonClasses('ghost')} title={avatarsCopy.downloadFbxHint}>
        <Download size={18} aria-hidden />
        {avatarsCopy.downloadFbx}
      </a>
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

/** The member's saved avatars: one in the viewer (the default at first), each to show, choose or delete. */
export function SavedAvatars() {
  const avatars = useQuery(avatarsQuery());
  const [shownId, setShownId] = useState<string | null>(null);
  const picture = usePortraitAsPicture();
  const list = avatars.data ?? [];
  const shown = list.find((avatar) => avatar.id === shownId) ?? list.find((avatar) => avatar.is_default) ?? list[0];
  return (
    <Card as="section" aria-labelledby="saved-title" className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 id="saved-title" className="text-lg font-semibold">
        {avatarsCopy.savedTitle}
      </h2>
      {avatars.isPending && <Skeleton className="h-48 w-full" />}
      {avatars.isError && (
        <div className="flex flex-col items-start gap-2">
          <InlineAlert tone="error">{avatarsCopy.listFailed}</InlineAlert>
          <Button variant="secondary" onClick={() => void avatars.refetch()}>
            {avatarsCopy.retry}
          </Button>
        </div>
      )}
      {avatars.data?.length === 0 && <EmptyState icon={UserRound} title={avatarsCopy.noAvatars} headingLevel="h3" />}
      {shown && (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <AvatarViewer
            key={shown.id}
            className="aspect-square w-full overflow-hidden rounded-xl bg-gradient-to-b from-muted to-surface"
            source={{ glbUrl: shown.glb_url }}
            label={avatarsCopy.viewerLabel(shown.name)}
            portrait
            xr
            onPortrait={picture.mutate}
            portraitBusy={picture.isPending}
          />
          <ul className="flex flex-col gap-2">
            {list.map((avatar) => (
              <SavedAvatarRow key={avatar.id} avatar={avatar} shown={avatar.id === shown.id} onShow={() => setShownId(avatar.id)} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
