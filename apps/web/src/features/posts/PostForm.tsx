import { ChartBar, ImagePlus } from 'lucide-react';
import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { limits, postsCopy, type PostVisibility } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import type { ImageDrafts } from './useImageDrafts';
import type { PollDraftState } from './usePollDraft';
import { VisibilitySelect } from './VisibilitySelect';

// Loaded on first use: most visits to the newsfeed add no image and no poll.
const ImageDraftList = lazy(() => import('./ImageDraftList').then((m) => ({ default: m.ImageDraftList })));
const PollEditor = lazy(() => import('./PollEditor').then((m) => ({ default: m.PollEditor })));

interface PostDraft {
  text: string;
  visibility: PostVisibility;
}

interface PostFormProps {
  initial: PostDraft;
  /** The text box's name: a new post's by default. */
  label?: string;
  placeholder?: string;
  submitLabel: string;
  pending: boolean;
  /** Answers whether the draft was taken, so a new post's form empties and an edit's stays on failure. */
  onSubmit: (draft: PostDraft) => Promise<boolean>;
  onCancel?: () => void;
  resetOnSubmit?: boolean;
  /** A new post's images: picked, dropped or pasted. */
  images?: ImageDrafts;
  /** A new post's poll. */
  poll?: PollDraftState;
  /** A share may go without a quote. */
  allowEmpty?: boolean;
  /** Puts the cursor in the text at once (a link that opens the composer). */
  autoFocus?: boolean;
  /** More buttons of the toolbar (a new post's content warning). */
  tools?: ReactNode;
}

/** The text and visibility of a post (and a new post's images); Ctrl or ⌘ + Enter sends. */
export function PostForm({
  initial,
  label = postsCopy.composerLabel,
  placeholder,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  resetOnSubmit = false,
  images,
  poll,
  allowEmpty = false,
  autoFocus = false,
  tools,
}: PostFormProps) {
  const [draft, setDraft] = useState(initial);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const left = limits.postTextMaxLength - draft.text.length;
  const hasContent = allowEmpty || draft.text.trim().length > 0 || (images?.ready.length ?? 0) > 0;
  const sendable = hasContent && left >= 0 && !pending && !images?.uploading && (poll?.complete ?? true);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    if ((await onSubmit({ ...draft, text: draft.text.trim() })) && resetOnSubmit) setDraft(initial);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (images && event.clipboardData.files.length > 0) {
      event.preventDefault();
      images.add(event.clipboardData.files);
    }
  };
  const onDrop = (event: DragEvent) => {
    if (!images) return;
    event.preventDefault();
    setDragging(false);
    images.add(event.dataTransfer.files);
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onDragOver={images && ((event) => (event.preventDefault(), setDragging(true)))}
      onDragLeave={images && (() => setDragging(false))}
      onDrop={onDrop}
      className={cx('flex flex-col gap-3 rounded-lg', dragging && 'outline-2 outline-offset-4 outline-link outline-dashed')}
    >
      <textarea
        aria-label={label}
        placeholder={dragging ? postsCopy.dropImages : placeholder}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // Only when the member followed a link to write here.
        autoFocus={autoFocus}
        rows={3}
        className="min-h-24 w-full resize-y rounded-lg border border-line bg-page px-3 py-2 text-[15px] text-fg placeholder:text-fg-muted"
      />
      <Suspense>
        {images && images.drafts.length > 0 && <ImageDraftList images={images} />}
        {poll?.draft && <PollEditor poll={poll} />}
      </Suspense>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <VisibilitySelect value={draft.visibility} disabled={pending} onChange={(visibility) => setDraft({ ...draft, visibility })} />
          {images && (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={postsCopy.addImages}
                title={postsCopy.addImages}
                disabled={images.drafts.length >= limits.postImagesMax}
                onClick={() => picker.current?.click()}
              >
                <ImagePlus size={20} aria-hidden />
              </Button>
              <input
                ref={picker}
                type="file"
                accept="image/*"
                multiple
                hidden
                data-testid="post-image-picker"
                onChange={(event) => {
                  if (event.target.files) images.add(event.target.files);
                  event.target.value = '';
                }}
              />
            </>
          )}
          {poll && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={poll.draft ? postsCopy.removePoll : postsCopy.addPoll}
              aria-pressed={poll.draft !== null}
              title={poll.draft ? postsCopy.removePoll : postsCopy.addPoll}
              onClick={poll.draft ? poll.clear : poll.open}
            >
              <ChartBar size={20} aria-hidden />
            </Button>
          )}
          {tools}
        </div>
        <div className="flex items-center gap-2">
          {left < 200 && (
            <span aria-live="polite" className={cx('text-xs', left < 0 ? 'text-red-700' : 'text-fg-muted')}>
              {postsCopy.charactersLeft(left)}
            </span>
          )}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {postsCopy.cancel}
            </Button>
          )}
          <Button type="submit" disabled={!sendable} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
