import { useQuery } from '@tanstack/react-query';
import type { PresenceStatus } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { socialFeedQuery } from '../shell/queries';

export interface ProfileMember {
  username: string;
  fullname: string;
  nickname: string;
  user_image: string | null;
  colour?: string;
  status?: PresenceStatus;
  isSelf: boolean;
}

/** What is known about a profile's member without a profile call: the session, or the friends list. */
export function useProfileMember(username: string): ProfileMember {
  const session = useSession();
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  if (session?.username === username) return { ...session, isSelf: true };
  const friend = friends.find((candidate) => candidate.username === username);
  if (friend) return { ...friend, isSelf: false };
  return { username, fullname: username, nickname: username, user_image: null, isSelf: false };
}
