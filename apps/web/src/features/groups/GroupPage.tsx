import { ReportButton } from '../reports/ReportButton';
import { OwnedRoomButton } from '../roomDoors/OwnedRoomButton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatCopy, groupsCopy, reportEntryCopy, roomDoorsCopy } from '@meshwork/contracts';
import { ArrowLeft } from 'lucide-react';
import { ConversationMuteMenu } from '../chat/ConversationMuteMenu';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { messagesPath } from '../../paths/messagesPath';
import { GroupComposer } from './GroupComposer';
import { GroupMembers } from './GroupMembers';
import { GroupMessages } from './GroupMessages';
import { groupKeys, groupsQuery } from './groupQueries';
import { useGroupConversation } from './useGroupConversation';

/** One group conversation, full-page: its messages and composer, and its members beside them (below on a phone). */
export function GroupPage() {
  const { groupId } = useParams();
  const myId = useSession()?.user_id;
  const groups = useQuery(groupsQuery);
  const listed = groups.data?.find((candidate) => candidate.id === groupId);
  // A group that leaves the list while open (the member was removed or left) stays on screen,
  // ended, so the member reads why, whichever comes first: the list's refetch or the service's 403.
  const [shown, setShown] = useState(listed);
  if (listed && listed !== shown) setShown(listed);
  const group = listed ?? (shown?.id === groupId ? shown : undefined);
  const { commands, state: live } = useGroupConversation(group?.channel);
  const state = group && !listed ? { ...live, ended: true } : live;
  const queryClient = useQueryClient();
  // Members, name and image change with the service's events: the group is read again after each.
  const changes = state.events.length;
  useEffect(() => {
    if (changes > 0) void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  }, [changes, queryClient]);

  if (groups.isPending) return <Skeleton className="h-96" />;
  if (!group || !myId)
    return (
      <div className="flex flex-col gap-3">
        <InlineAlert tone="error">{groups.isError ? groupsCopy.loadFailed : groupsCopy.groupNotFound}</InlineAlert>
        <Link to={messagesPath()} className="underline">
          {groupsCopy.back}
        </Link>
      </div>
    );

  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <Card as="section" aria-label={group.name} className="flex h-[calc(100dvh-12rem)] min-h-96 flex-1 flex-col overflow-hidden">
        <header className="flex items-center gap-3 border-b border-line px-3 py-2">
          <Link
            to={messagesPath()}
            aria-label={chatCopy.backToMessages}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-muted"
          >
            <ArrowLeft size={18} aria-hidden />
          </Link>
          <Avatar name={group.name} src={group.image_url} size={40} />
          <span className="min-w-0">
            <h1 className="truncate font-semibold">{group.name}</h1>
            <span className="block text-xs text-fg-muted">{groupsCopy.members(group.members.length)}</span>
          </span>
          <span className="ml-auto flex items-center gap-1">
            {!state.ended && <OwnedRoomButton kind="group" ownerId={group.id} label={roomDoorsCopy.groupRoom} variant="ghost" />}
            {!state.ended && <ConversationMuteMenu channel={group.channel} />}
            {group.members.some((member) => member.user_id === myId && member.role !== 'admin') && (
              <ReportButton target={{ type: 'group', id: group.id }} label={reportEntryCopy.reportGroup} />
            )}
          </span>
        </header>
        <GroupMessages group={group} myId={myId} commands={commands} state={state} />
        <GroupComposer commands={commands} disabled={state.ended} />
      </Card>
      <Card className="lg:w-80 lg:shrink-0">
        <GroupMembers group={group} myId={myId} />
      </Card>
    </div>
  );
}
