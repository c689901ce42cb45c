import { chatCopy, chatLimits, chatReactions } from '@meshwork/contracts';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import type { ChatMessage } from './chatMessages';
import { viewOf } from './messageView';
import { AttachmentView } from './AttachmentView';
import { MessageActions } from './MessageActions';
import { MessageText } from './MessageText';
import { dateOfTimetoken, timeLabel } from './messageTimes';

interface MessageBubbleProps {
  message: ChatMessage;
  myUuid: string;
  /** Who wrote it, above it (group conversations). */
  author?: string;
  /** What was read of it, under it: "Seen", "Read by 2". */
  readNote?: string;
  onRetry: () => void;
  onReact: (emoji: string) => void;
  onEdit: (text: string) => void;
  onDelete: () => void;
  /** The conversation's channel: another member's stored message may then be reported. */
  channel?: string;
}

/** One message: its text (as edited), its reactions, its delivery state, and what its reader may do with it. */
export function MessageBubble({ message, myUuid, author, readNote, onRetry, onReact, onEdit, onDelete, channel }: MessageBubbleProps) {
  const mine = message.authorUuid === myUuid;
  const view = viewOf(message);
  const [editing, setEditing] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const stored = Boolean(message.timetoken) && !view.deleted;

  const saveEdit = () => {
    const text = editing?.trim();
    if (text && text !== view.text && text.length <= chatLimits.textMaxLength) onEdit(text);
    setEditing(null);
  };

  return (
    <li className={cx('group flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')} data-delivery={message.delivery}>
      {author && <span className="px-1 text-xs text-fg-muted">{author}</span>}
      {editing !== null ? (
        <div className="flex w-full flex-col gap-1">
          <label className="sr-only" htmlFor={`edit-${message.key}`}>
            {chatCopy.editLabel}
          </label>
          <textarea
            id={`edit-${message.key}`}
            value={editing}
            autoFocus
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(null);
              if (event.key !== 'Enter' || event.shiftKey) return;
              event.preventDefault();
              saveEdit();
            }}
            className="min-h-11 w-full resize-none rounded-xl border border-line bg-surface px-3 py-2 text-sm"
          />
          <div className="flex justify-end gap-1">
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {chatCopy.cancel}
            </Button>
            <Button onClick={saveEdit}>{chatCopy.save}</Button>
          </div>
        </div>
      ) : (
        <div className={cx('flex items-center gap-1', mine && 'flex-row-reverse')}>
          <div
            className={cx(
              'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm',
              view.deleted ? 'border border-line text-fg-muted italic' : mine ? 'bg-brand text-white' : 'bg-muted text-fg',
              message.delivery === 'sending' && 'opacity-70',
            )}
          >
            {view.deleted ? (
              <p>{chatCopy.deleted}</p>
            ) : (
              <>
                {message.file && <AttachmentView file={message.file} />}
                {view.text && <MessageText text={view.text} />}
              </>
            )}
          </div>
          {stored && (
            <MessageActions
              mine={mine}
              editable={mine && !message.file}
              picking={picking}
              onPick={() => setPicking(!picking)}
              onEdit={() => setEditing(view.text)}
              onDelete={onDelete}
              report={!mine && channel && message.timetoken ? { channel, timetoken: message.timetoken } : undefined}
            />
          )}
        </div>
      )}
      {picking && stored && (
        <div className="flex gap-0.5 rounded-full border border-line bg-surface p-0.5 shadow-sm">
          {chatReactions.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={chatCopy.react(emoji)}
              onClick={() => {
                onReact(emoji);
                setPicking(false);
              }}
              className="flex size-9 items-center justify-center rounded-full hover:bg-muted"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
      {!view.deleted && view.reactions.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={chatCopy.reactions}>
          {view.reactions.map(({ emoji, uuids }) => (
            <li key={emoji}>
              <button
                type="button"
                onClick={() => onReact(emoji)}
                aria-pressed={uuids.includes(myUuid)}
                aria-label={`${emoji} ${uuids.length}`}
                className={cx(
                  'rounded-full border px-2 text-xs leading-6',
                  uuids.includes(myUuid) ? 'border-brand bg-accent-soft' : 'border-line',
                )}
              >
                {emoji} {uuids.length}
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.edited && !view.deleted && <span className="text-xs text-fg-muted">{chatCopy.edited}</span>}
      {message.delivery === 'sending' && message.progress !== undefined && (
        <progress
          className="h-1 w-32 accent-brand"
          max={1}
          value={message.progress}
          aria-label={chatCopy.uploading(Math.round(message.progress * 100))}
        />
      )}
      {message.delivery === 'sending' && (
        <span className="text-xs text-fg-muted">
          {message.progress === undefined ? chatCopy.sending : chatCopy.uploading(Math.round(message.progress * 100))}
        </span>
      )}
      {message.delivery === 'failed' && (
        <span role="alert" className="text-xs text-danger">
          {chatCopy.notSent}{' '}
          <button type="button" className="underline" onClick={onRetry}>
            {chatCopy.resend}
          </button>
        </span>
      )}
      {message.timetoken && (
        // The time shows while the message is hovered or focused (a tap focuses its actions on a phone).
        <time
          dateTime={dateOfTimetoken(message.timetoken).toISOString()}
          className="px-1 text-xs text-fg-muted opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {timeLabel(dateOfTimetoken(message.timetoken))}
        </time>
      )}
      {readNote && <span className="text-xs text-fg-muted">{readNote}</span>}
    </li>
  );
}
