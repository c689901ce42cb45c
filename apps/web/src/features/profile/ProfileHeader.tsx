import { avatarsCopy, profilesCopy, socialCopy, type Profile } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { CreatorBadge } from '../../ui/CreatorBadge';
import { BlockedNotice } from './BlockedNotice';
import { AvatarViewer } from '../avatars/AvatarViewer';
import { ProfileActions } from './ProfileActions';
import { ProfileTabsNav } from './ProfileTabsNav';

const countLabels = [
  ['friends', profilesCopy.counts.friends],
  ['followers', profilesCopy.counts.followers],
  ['following', profilesCopy.counts.following],
  ['posts', profilesCopy.counts.posts],
] as const;

/** The top of a profile: cover image, picture and 3D avatar, names, badge, counts, actions and the page tabs. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const colour = profile.colour;
  return (
    <Card className="overflow-hidden">
      <div
        className="relative h-32 sm:h-48"
        style={{ background: `linear-gradient(135deg, color-mix(in oklab, ${colour} 35%, var(--mw-muted)), var(--mw-muted))` }}
      >
        {profile.cover_image && (
          <img src={profile.cover_image} alt={profilesCopy.coverImage(profile.nickname)} className="size-full object-cover" />
        )}
        {profile.avatar && (
          // The viewer brings three.js only when a member has an avatar (AvatarViewer loads it lazily).
          <div className="absolute inset-y-0 right-0 w-36 sm:w-56">
            <AvatarViewer
              className="size-full"
              source={{ glbUrl: profile.avatar.glb_url }}
              portrait
              label={avatarsCopy.viewerLabel(profile.nickname)}
            />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-4 px-4 pb-4 sm:flex-row sm:items-end sm:px-6">
        <Avatar
          name={profile.nickname}
          src={profile.user_image}
          size={128}
          colour={colour}
          ring
          className="-mt-16 self-center sm:self-auto"
        />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <div className="flex items-center justify-center gap-2 sm:justify-start">
            <h1 className="truncate text-2xl font-semibold">{profile.fullname}</h1>
            {profile.is_creator && <CreatorBadge />}
          </div>
          <p className="text-sm text-fg-muted">
            {profile.nickname !== profile.fullname && <span>{profile.nickname} · </span>}@{profile.username}
            {profile.relation.follows_you && (
              <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-fg">{socialCopy.followsYou}</span>
            )}
          </p>
          <dl className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm sm:justify-start">
            {countLabels.map(([key, label]) => (
              <div key={key} className="flex gap-1">
                <dt className="text-fg-muted">{label(profile.counts[key])}</dt>
                <dd className="order-first font-semibold">{profile.counts[key].toLocaleString('en')}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ProfileActions profile={profile} />
      </div>
      {profile.relation.blocked && <BlockedNotice profile={profile} />}
      <ProfileTabsNav username={profile.username} />
    </Card>
  );
}
