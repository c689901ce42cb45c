import { useQuery } from '@tanstack/react-query';
import { avatarsCopy } from '@meshwork/contracts';
import { avatarsQuery } from './avatarQueries';
import { AvatarViewer } from './AvatarViewer';

/** The member's default avatar in 3D, in the profile header; nothing while there is none. */
export function ProfileAvatar({ userId, name }: { userId: string; name: string }) {
  const avatar = useQuery({ ...avatarsQuery(userId), select: (avatars) => avatars.find((candidate) => candidate.is_default) }).data;
  if (!avatar) return null;
  return <AvatarViewer className="size-full" source={{ glbUrl: avatar.glb_url }} portrait label={avatarsCopy.viewerLabel(name)} />;
}
