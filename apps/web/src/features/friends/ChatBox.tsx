import { Camera, ImageIcon, Paperclip, UserRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { messages, socialCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { profilePath } from '../profile/profileSections';
import { chatBoxStore, useChatFriend } from './chatBoxStore';

const attachments = [
  { icon: Paperclip, label: socialCopy.attachFile },
  { icon: ImageIcon, label: socialCopy.attachImage },
  { icon: Camera, label: socialCopy.useCamera },
];

/** The small chat box a chosen friend opens (§2); sending arrives with the chat issue, so the input is disabled. */
export function ChatBox() {
  const friend = useChatFriend();
  if (!friend) return null;
  const title = socialCopy.chatWith(friend.nickname);
  return (
    <Card
      as="section"
      aria-label={title}
      className="fixed right-4 bottom-4 z-30 flex w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden shadow-lg"
    >
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} status={friend.status} size={32} />
        <Link to={profilePath(friend.username)} className="min-w-0 flex-1 truncate text-sm font-semibold hover:underline">
          {friend.nickname}
        </Link>
        <Link
          to={profilePath(friend.username)}
          aria-label={socialCopy.viewProfile}
          className="flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted"
        >
          <UserRound size={18} aria-hidden />
        </Link>
        <Button variant="ghost" size="icon" aria-label={socialCopy.closeChat} onClick={chatBoxStore.close}>
          <X size={18} aria-hidden />
        </Button>
      </header>
      <div className="flex h-48 flex-col items-center justify-center gap-1 px-4 text-center text-sm text-fg-muted">
        <p>{socialCopy.chatEmpty(friend.nickname)}</p>
        <p className="text-xs">{socialCopy.chatSendingSoon}</p>
      </div>
      <footer className="flex items-center gap-1 border-t border-line p-2">
        {attachments.map(({ icon: Icon, label }) => (
          <Button key={label} variant="ghost" size="icon" aria-label={label} disabled>
            <Icon size={18} aria-hidden />
          </Button>
        ))}
        <label className="sr-only" htmlFor="chat-box-message">
          {socialCopy.messageLabel}
        </label>
        <input
          id="chat-box-message"
          disabled
          placeholder={messages.chatInputPlaceholder}
          className="h-11 min-w-0 flex-1 cursor-not-allowed rounded-full border border-line bg-muted px-4 text-sm opacity-60"
        />
      </footer>
    </Card>
  );
}
