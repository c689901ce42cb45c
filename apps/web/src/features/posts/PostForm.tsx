import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { limits, postsCopy, type PostVisibility } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { VisibilitySelect } from './VisibilitySelect';

export interface PostDraft {
  text: string;
  visibility: PostVisibility;
}

interface PostFormProps {
  initial: PostDraft;
  placeholder?: string;
  submitLabel: string;
  pending: boolean;
  /** Answers whether the draft was taken, so a new post's form empties and an edit's stays on failure. */
  onSubmit: (draft: PostDraft) => Promise<boolean>;
  onCancel?: () => void;
  resetOnSubmit?: boolean;
}

/** The text and visibility of a post, for writing one and for editing one; Ctrl or ⌘ + Enter sends. */
export function PostForm({ initial, placeholder, submitLabel, pending, onSubmit, onCancel, resetOnSubmit = false }: PostFormProps) {
  const [draft, setDraft] = useState(initial);
  const left = limits.postTextMaxLength - draft.text.length;
  const sendable = draft.text.trim().length > 0 && left >= 0 && !pending;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    if ((await onSubmit({ ...draft, text: draft.text.trim() })) && resetOnSubmit) setDraft(initial);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <textarea
        aria-label={postsCopy.composerLabel}
        placeholder={placeholder}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        onKeyDown={onKeyDown}
        rows={3}
        className="min-h-24 w-full resize-y rounded-lg border border-line bg-page px-3 py-2 text-[15px] text-fg placeholder:text-fg-muted"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <VisibilitySelect value={draft.visibility} disabled={pending} onChange={(visibility) => setDraft({ ...draft, visibility })} />
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
