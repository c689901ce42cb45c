import { useQuery } from '@tanstack/react-query';
import type { PresenceStatus } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { accountDetailsQuery } from '../account/accountQueries';
import { socialFeedQuery } from '../../api/socialFeed';

export interface ProfileMember {
  /** Known for oneself and for friends. */
  user_id?: string;
  username: string;
  fullname: string;
  nickname: string;
  user_image: string | null;
  colour?: string;
  status?: PresenceStatus;
  isCreator: boolean;
  isSelf: boolean;
}

/** What is known about a profile's member without a profile call: the session, or the friends list. */
export function useProfileMember(username: string): ProfileMember {
  const session = useSession();
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  const ownDetails = useQuery({ ...accountDetailsQuery(session?.user_id ?? ''), enabled: session?.username === username }).data;
  if (session?.username === username) return { ...session, isCreator: ownDetails?.is_creator ?? false, isSelf: true };
  const friend = friends.find((candidate) => candidate.username === username);
  if (friend) return { ...friend, isCreator: friend.is_creator, isSelf: false };
  return { username, fullname: username, nickname: username, user_image: null, isCreator: false, isSelf: false };
}
