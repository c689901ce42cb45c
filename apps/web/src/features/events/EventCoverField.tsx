import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { eventsCopy } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { coverFileError, coverTypes, type CoverChange } from './coverChange';

interface EventCoverFieldProps {
  /** The event's cover as the server answers it; null for none (or a new event). */
  savedUrl: string | null;
  change: CoverChange;
  onChange: (change: CoverChange) => void;
}

/** The form's cover: a preview of what saving will show, with choosing, replacing and removing. */
export function EventCoverField({ savedUrl, change, onChange }: EventCoverFieldProps) {
  const inputId = useId();
  const [error, setError] = useState<string>();
  const preview = usePreview(change, savedUrl);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{eventsCopy.coverLabel}</legend>
      {preview && (
        <img src={preview} alt={eventsCopy.coverLabel} className="aspect-[3/1] w-full rounded-lg border border-line object-cover" />
      )}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className={buttonClasses('secondary', 'md', 'cursor-pointer has-[:focus-visible]:outline-2')}>
          <ImageUp size={18} aria-hidden />
          {preview ? eventsCopy.replaceCover : eventsCopy.chooseCover}
          <input
            id={inputId}
            type="file"
            accept={coverTypes.join(',')}
            className="sr-only"
            aria-describedby={`${inputId}-note`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refusal = coverFileError(file);
              setError(refusal);
              if (!refusal) onChange({ kind: 'replace', file });
            }}
          />
        </label>
        {preview && (
          <Button
            variant="ghost"
            onClick={() => {
              setError(undefined);
              onChange(savedUrl ? { kind: 'remove' } : { kind: 'keep' });
            }}
          >
            <Trash2 size={18} aria-hidden /> {eventsCopy.removeCover}
          </Button>
        )}
      </div>
      <p id={`${inputId}-note`} role={error ? 'alert' : undefined} className={error ? 'text-sm text-danger' : 'text-xs text-fg-muted'}>
        {error ?? eventsCopy.coverHint}
      </p>
    </fieldset>
  );
}

/** The picture to show: the chosen file (a local address, released when it changes), the saved cover, or none. */
function usePreview(change: CoverChange, savedUrl: string | null): string | null {
  const file = change.kind === 'replace' ? change.file : null;
  const fileUrl = useMemo(() => file && URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  if (change.kind === 'remove') return null;
  if (file) return fileUrl;
  return savedUrl;
}
