import { chatCopy, chatLimits, socialCopy, chatComposerMessages } from '@meshwork/contracts';
import { Camera, ImageIcon, Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button';
import { CameraCapture } from './CameraCapture';

const maxMegabytes = chatLimits.attachmentMaxBytes / (1024 * 1024);

type Tool = 'file' | 'image' | 'camera';
const tools: Array<{ tool: Tool; label: string; icon: typeof Camera }> = [
  { tool: 'file', label: socialCopy.attachFile, icon: Paperclip },
  { tool: 'image', label: socialCopy.attachImage, icon: ImageIcon },
  { tool: 'camera', label: socialCopy.useCamera, icon: Camera },
];

interface MessageComposerProps {
  onSend(text: string): void;
  /** A file within the size limit (files over it are refused here, with a message). */
  onAttach(file: File): void;
  onTyping(): void;
  disabled?: boolean;
}

/**
 * The message input of every conversation (Enter sends, Shift+Enter starts a new line), with
 * attachments, images and the camera; the conversation decides where they go.
 */
export function MessageComposer({ onSend, onAttach, onTyping, disabled = false }: MessageComposerProps) {
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
    if (!trimmed || tooLong || disabled) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const attach = (file: File) => {
    if (file.size > chatLimits.attachmentMaxBytes) return setProblem(chatCopy.fileTooLarge(maxMegabytes));
    setProblem(null);
    onAttach(file);
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of event.target.files ?? []) attach(file);
    event.target.value = '';
  };
  const open = (tool: Tool) => (tool === 'camera' ? setCamera(true) : (tool === 'file' ? fileInput : imageInput).current?.click());

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
        {tools.map(({ tool, label, icon: Icon }) => (
          <Button key={tool} type="button" variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={() => open(tool)}>
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
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder={chatComposerMessages.chatInputPlaceholder}
          className="order-first mb-1 max-h-32 min-h-11 w-full basis-full resize-none rounded-2xl border border-line bg-surface px-4 py-2.5 text-sm"
        />
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-label={chatCopy.send}
          disabled={!trimmed || tooLong || disabled}
        >
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
