import { avatarsCopy } from '@meshwork/contracts';
import { AvatarCreator } from './AvatarCreator';
import { SavedAvatars } from './SavedAvatars';

/** /avatars: the creator and the member's saved avatars. */
export function AvatarsPage() {
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold">{avatarsCopy.pageTitle}</h1>
        <p className="text-sm text-fg-muted">{avatarsCopy.pageSubtitle}</p>
      </header>
      <SavedAvatars />
      <AvatarCreator />
    </div>
  );
}
