import { UserRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { directChannelOf, socialCopy, type Friend } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { ChatComposer } from '../chat/ChatComposer';
import { ConversationMuteMenu } from '../chat/ConversationMuteMenu';
import { ConversationView } from '../chat/ConversationView';
import { MeetInRoomButton } from '../roomDoors/MeetInRoomButton';
import { useFriendStatus } from '../chat/useFriendStatus';
import { profilePath } from '../../paths/profileSections';
import { chatBoxStore, useOpenChats } from './chatBoxStore';

/** The chat box of one friend (§2): a full-screen view on a phone, a small box on a wide screen. */
function ChatBox({ friend, memberId, hiddenOnPhone }: { friend: Friend; memberId: string; hiddenOnPhone: boolean }) {
  const title = socialCopy.chatWith(friend.nickname);
  const status = useFriendStatus(friend);
  return (
    <Card
      as="section"
      aria-label={title}
      className={cx(
        'pointer-events-auto fixed inset-0 z-[60] flex flex-col overflow-hidden rounded-none shadow-lg',
        'sm:static sm:inset-auto sm:h-[28rem] sm:w-80 sm:rounded-xl',
        hiddenOnPhone && 'max-sm:hidden',
      )}
    >
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={status} size={32} />
        <span className="min-w-0 flex-1">
          <Link to={profilePath(friend.username)} className="block truncate text-sm font-semibold hover:underline">
            {friend.nickname}
          </Link>
          <span className="block text-xs text-fg-muted capitalize" data-testid="chat-status">
            {status}
          </span>
        </span>
        <MeetInRoomButton friendId={friend.user_id} />
        <ConversationMuteMenu channel={directChannelOf(memberId, friend.user_id)} />
        <Link
          to={profilePath(friend.username)}
          aria-label={socialCopy.viewProfile}
          className="flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted"
        >
          <UserRound size={18} aria-hidden />
        </Link>
        <Button variant="ghost" size="icon" aria-label={socialCopy.closeChat} onClick={() => chatBoxStore.close(friend.user_id)}>
          <X size={18} aria-hidden />
        </Button>
      </header>
      <ConversationView memberId={memberId} friendId={friend.user_id} friendNickname={friend.nickname} />
      <ChatComposer friendId={friend.user_id} />
    </Card>
  );
}

/** The open chat boxes: side by side at the bottom right of a wide screen; on a phone the newest, above everything. */
export function ChatBoxes() {
  const friends = useOpenChats();
  const memberId = useSession()?.user_id;
  if (!memberId || friends.length === 0) return null;
  return (
    <div className="pointer-events-none fixed right-4 bottom-0 z-[60] flex flex-row-reverse items-end gap-3 sm:bottom-4">
      {friends.map((friend, index) => (
        <ChatBox key={friend.user_id} friend={friend} memberId={memberId} hiddenOnPhone={index > 0} />
      ))}
    </div>
  );
}
