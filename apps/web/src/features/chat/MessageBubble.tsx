import { chatCopy } from '@meshwork/contracts';
import { cx } from '../../ui/cx';
import type { ChatMessage } from './chatMessages';
import { MessageText } from './MessageText';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** The friend has read up to this message (shown under one's own last message). */
  seen: boolean;
  onRetry: () => void;
}

export function MessageBubble({ message, mine, seen, onRetry }: MessageBubbleProps) {
  return (
    <li className={cx('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')} data-delivery={message.delivery}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm',
          mine ? 'bg-brand text-white' : 'bg-muted text-fg',
          message.delivery === 'sending' && 'opacity-70',
        )}
      >
        <MessageText text={message.text} />
      </div>
      {message.delivery === 'sending' && <span className="text-xs text-fg-muted">{chatCopy.sending}</span>}
      {message.delivery === 'failed' && (
        <span role="alert" className="text-xs text-danger">
          {chatCopy.notSent}{' '}
          <button type="button" className="underline" onClick={onRetry}>
            {chatCopy.resend}
          </button>
        </span>
      )}
      {seen && <span className="text-xs text-fg-muted">{chatCopy.seen}</span>}
    </li>
  );
}
