import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { avatarsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { avatarsQuery } from './avatarQueries';
import { AvatarRow } from './AvatarRow';
import { AvatarViewer } from './AvatarViewer';
import { usePortraitAsPicture } from './usePortraitAsPicture';

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
              <AvatarRow key={avatar.id} avatar={avatar} shown={avatar.id === shown.id} onShow={() => setShownId(avatar.id)} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
