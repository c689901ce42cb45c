import { avatarsCopy } from '@meshwork/contracts';
import { AvatarCreator } from './AvatarCreator';
import { PhotoAvatarMaker } from './PhotoAvatarMaker';
import { SavedAvatars } from './SavedAvatars';

/** /avatars: the member's saved avatars, an avatar from a photo, and the creator. */
export function AvatarsPage() {
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold">{avatarsCopy.pageTitle}</h1>
        <p className="text-sm text-fg-muted">{avatarsCopy.pageSubtitle}</p>
      </header>
      <SavedAvatars />
      <PhotoAvatarMaker />
      <AvatarCreator />
    </div>
  );
}
