import { useQuery } from '@tanstack/react-query';
import { directMembersOfChannel, mutingCopy, type Friend, type MutedConversation } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { socialFeedQuery } from '../../api/socialFeed';
import { Button } from '../../ui/Button';
import { mutedConversationsQuery } from '../chat/mutedConversationsQuery';
import { groupsQuery } from '../groups/groupQueries';
import { ListState } from './ListState';
import { muteEnds } from './muteEnds';
import { useUnmuteConversation } from './mutingQueries';

const copy = mutingCopy.section;

/** A muted conversation's name: the friend's or the group's, else that the member is no longer in it. */
function nameOf(
  mute: MutedConversation,
  memberId: string | undefined,
  friends: Friend[],
  groups: Array<{ channel: string; name: string }>,
) {
  const otherId = directMembersOfChannel(mute.channel)?.find((id) => id !== memberId);
  const friend = otherId && friends.find((candidate) => candidate.user_id === otherId);
  if (friend) return copy.directConversation(friend.nickname);
  return groups.find((group) => group.channel === mute.channel)?.name ?? copy.unknownConversation;
}

/** The conversations the member muted, with when each mute ends and a way to unmute it. */
export function MutedConversationsList() {
  const mutes = useQuery(mutedConversationsQuery);
  const memberId = useSession()?.user_id;
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  const groups = useQuery(groupsQuery).data ?? [];
  const unmute = useUnmuteConversation();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold">{copy.conversationsTitle}</h3>
        <p className="text-sm text-fg-muted">{copy.conversationsDescription}</p>
      </div>
      <ListState query={mutes} empty={copy.noConversations} itemsOf={(list) => list}>
        {(items) => (
          <ul className="flex flex-col divide-y divide-line">
            {items.map((mute) => {
              const name = nameOf(mute, memberId, friends, groups);
              return (
                <li key={mute.channel} className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
                  <span className="text-sm text-fg-muted">{muteEnds(mute.expires_at)}</span>
                  <Button variant="secondary" aria-label={copy.unmuteConversation(name)} onClick={() => unmute.mutate(mute.channel)}>
                    {copy.unmute}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </div>
  );
}
