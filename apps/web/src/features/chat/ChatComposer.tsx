import { chatCopy, chatLimits, messages, socialCopy } from '@meshwork/contracts';
import { Camera, ImageIcon, Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button';
import { CameraCapture } from './CameraCapture';
import { chatSession } from './useChat';

const maxMegabytes = chatLimits.attachmentMaxBytes / (1024 * 1024);

/** The message input (Enter sends, Shift+Enter starts a new line), attachments, images and the camera. */
export function ChatComposer({ friendId }: { friendId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
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
  const attach = (file: File) => {
    if (file.size > chatLimits.attachmentMaxBytes) return setProblem(chatCopy.fileTooLarge(maxMegabytes));
    setProblem(null);
    chatSession()?.sendAttachment(friendId, file);
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of event.target.files ?? []) attach(file);
    event.target.value = '';
  };

  return (
    <form onSubmit={send} className="flex flex-col border-t border-line p-2">
      {(tooLong || problem) && (
        <p role="alert" className="px-2 pb-1 text-xs text-danger">
          {tooLong ? chatCopy.tooLong(chatLimits.textMaxLength) : problem}
        </p>
      )}
      <input ref={fileInput} type="file" multiple hidden onChange={onFiles} data-testid="attach-file" />
      <input ref={imageInput} type="file" accept="image/*" multiple hidden onChange={onFiles} data-testid="attach-image" />
      <div className="flex flex-wrap items-center gap-1">
        <Button type="button" variant="ghost" size="icon" aria-label={socialCopy.attachFile} onClick={() => fileInput.current?.click()}>
          <Paperclip size={18} aria-hidden />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={socialCopy.attachImage} onClick={() => imageInput.current?.click()}>
          <ImageIcon size={18} aria-hidden />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={socialCopy.useCamera} onClick={() => setCamera(true)}>
          <Camera size={18} aria-hidden />
        </Button>
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
          className="order-first mb-1 max-h-32 min-h-11 w-full basis-full resize-none rounded-2xl border border-line bg-surface px-4 py-2.5 text-sm"
        />
        <Button type="submit" variant="ghost" size="icon" className="ml-auto" aria-label={chatCopy.send} disabled={!trimmed || tooLong}>
          <SendHorizontal size={18} aria-hidden />
        </Button>
      </div>
      {camera && (
        <CameraCapture
          onClose={() => setCamera(false)}
          onSend={(photo) => {
            setCamera(false);
            attach(photo);
          }}
        />
      )}
    </form>
  );
}
