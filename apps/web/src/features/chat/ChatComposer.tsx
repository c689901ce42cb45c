import { chatCopy, chatLimits, messages, socialCopy } from '@meshwork/contracts';
import { Camera, ImageIcon, Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button';
import { chatSession } from './useChat';

const attachments = [
  { icon: Paperclip, label: socialCopy.attachFile },
  { icon: ImageIcon, label: socialCopy.attachImage },
  { icon: Camera, label: socialCopy.useCamera },
];

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ friendId }: { friendId: string }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > chatLimits.textMaxLength;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong) return;
    chatSession()?.send(friendId, trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form onSubmit={send} className="flex flex-col border-t border-line p-2">
      {tooLong && (
        <p role="alert" className="px-2 pb-1 text-xs text-danger">
          {chatCopy.tooLong(chatLimits.textMaxLength)}
        </p>
      )}
      <div className="flex items-end gap-1">
        {attachments.map(({ icon: Icon, label }) => (
          <Button key={label} type="button" variant="ghost" size="icon" aria-label={label} disabled>
            <Icon size={18} aria-hidden />
          </Button>
        ))}
        <label className="sr-only" htmlFor={inputId}>
          {socialCopy.messageLabel}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) chatSession()?.typing(friendId);
          }}
          onKeyDown={onKeyDown}
          placeholder={messages.chatInputPlaceholder}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-surface px-4 py-2.5 text-sm"
        />
        <Button type="submit" variant="ghost" size="icon" aria-label={chatCopy.send} disabled={!trimmed || tooLong}>
          <SendHorizontal size={18} aria-hidden />
        </Button>
      </div>
    </form>
  );
}
