import { X } from 'lucide-react';
import { limits, postsMoreCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { SensitiveCheckbox } from './SensitiveCheckbox';
import type { ImageDrafts } from './useImageDrafts';

/** Previews of the images being added, each with its upload progress, alt text and a remove button; and their sensitive mark. */
export function ImageDraftList({ images }: { images: ImageDrafts }) {
  if (images.drafts.length === 0) return null;
  const withoutAlt = images.drafts.filter((draft) => !draft.alt.trim()).length;
  return (
    <>
      <ul aria-label={postsMoreCopy.imageCount(images.drafts.length)} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.drafts.map((draft, index) => (
          <li key={draft.key} className="flex flex-col gap-1.5">
            <div className="relative aspect-square overflow-hidden rounded-lg border border-line bg-muted">
              <img src={draft.preview} alt="" className="size-full object-cover" />
              {!draft.uploaded && !draft.error && (
                <div
                  role="progressbar"
                  aria-label={postsMoreCopy.uploading(Math.round(draft.progress * 100))}
                  aria-valuenow={Math.round(draft.progress * 100)}
                  className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-black/30"
                >
                  <div className="h-full bg-brand transition-[width]" style={{ width: `${draft.progress * 100}%` }} />
                </div>
              )}
              {draft.error && <p className="absolute inset-x-0 bottom-0 bg-red-700 p-1 text-xs text-white">{draft.error}</p>}
              <Button
                variant="secondary"
                size="icon"
                aria-label={`${postsMoreCopy.removeImage} ${index + 1}`}
                onClick={() => images.remove(draft.key)}
                className="absolute top-1 right-1 size-8 rounded-full"
              >
                <X size={16} aria-hidden />
              </Button>
            </div>
            <input
              aria-label={`${postsMoreCopy.altLabel} ${index + 1}`}
              placeholder={postsMoreCopy.altPlaceholder}
              maxLength={limits.postImageAltMaxLength}
              value={draft.alt}
              onChange={(event) => images.setAlt(draft.key, event.target.value)}
              className="h-9 rounded-md border border-line bg-page px-2 text-xs text-fg placeholder:text-fg-muted"
            />
          </li>
        ))}
      </ul>
      {withoutAlt > 0 && (
        <p role="status" className="text-xs text-fg-muted">
          {postsMoreCopy.altReminder(withoutAlt)}
        </p>
      )}
      <SensitiveCheckbox checked={images.sensitive} onChange={images.setSensitive} />
    </>
  );
}
