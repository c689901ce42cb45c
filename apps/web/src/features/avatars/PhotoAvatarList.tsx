import { avatarsCopy } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { photoAvatarsQuery } from './avatarQueries';
import { AvatarRow } from './AvatarRow';
import { AvatarViewer } from './AvatarViewer';

const perPage = 6;

/** The member's avatars made from photos, a page at a time, each to show, choose or delete. */
export function PhotoAvatarList() {
  const [page, setPage] = useState(1);
  const [shownId, setShownId] = useState<string | null>(null);
  const avatars = useQuery(photoAvatarsQuery(page, perPage));
  const items = avatars.data?.items ?? [];
  const shown = items.find((avatar) => avatar.id === shownId);
  const pages = Math.max(1, Math.ceil((avatars.data?.total ?? 0) / perPage));
  return (
    <section aria-label={avatarsCopy.photoListTitle} className="flex flex-col gap-2">
      <h3 className="font-semibold">{avatarsCopy.photoListTitle}</h3>
      {avatars.isPending && <Skeleton className="h-16 w-full" />}
      {avatars.isError && <InlineAlert tone="error">{avatarsCopy.listFailed}</InlineAlert>}
      {avatars.data?.total === 0 && <p className="text-sm text-fg-muted">{avatarsCopy.photoNone}</p>}
      <ul className="flex flex-col gap-2">
        {items.map((avatar) => (
          <AvatarRow key={avatar.id} avatar={avatar} shown={avatar.id === shownId} onShow={() => setShownId(avatar.id)} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex items-center gap-2" aria-label={avatarsCopy.photoListTitle}>
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {avatarsCopy.previousPage}
          </Button>
          <span className="text-sm tabular-nums">
            {page} / {pages}
          </span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {avatarsCopy.nextPage}
          </Button>
        </nav>
      )}
      {shown && (
        <AvatarViewer
          key={shown.id}
          className="aspect-square w-full max-w-md overflow-hidden rounded-xl bg-gradient-to-b from-muted to-surface"
          source={{ glbUrl: shown.glb_url }}
          label={avatarsCopy.viewerLabel(shown.name)}
        />
      )}
    </section>
  );
}
