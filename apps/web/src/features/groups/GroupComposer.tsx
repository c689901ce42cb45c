import { chatCopy, chatLimits, messages, socialCopy } from '@meshwork/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button';
import type { GroupConversation } from './groupConversation';

/** The group's message input: Enter sends, Shift+Enter starts a new line; typing tells the others. */
export function GroupComposer({ conversation, disabled }: { conversation: GroupConversation | null; disabled: boolean }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > chatLimits.textMaxLength;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong || disabled) return;
    conversation?.send(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form onSubmit={send} className="flex items-end gap-1 border-t border-line p-2">
      <label className="sr-only" htmlFor={inputId}>
        {socialCopy.messageLabel}
      </label>
      <div className="flex flex-1 flex-col">
        {tooLong && (
          <p role="alert" className="px-2 pb-1 text-xs text-danger">
            {chatCopy.tooLong(chatLimits.textMaxLength)}
          </p>
        )}
        <textarea
          id={inputId}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) conversation?.typing();
          }}
          onKeyDown={onKeyDown}
          placeholder={messages.chatInputPlaceholder}
          className="max-h-32 min-h-11 w-full resize-none rounded-2xl border border-line bg-surface px-4 py-2.5 text-sm"
        />
      </div>
      <Button type="submit" variant="ghost" size="icon" aria-label={chatCopy.send} disabled={!trimmed || tooLong || disabled}>
        <SendHorizontal size={18} aria-hidden />
      </Button>
    </form>
  );
}
