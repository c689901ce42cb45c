import { useEffect, useRef, useState } from 'react';
import { limits, postsCopy, type PostImage } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { uploadPostImage } from './uploadPostImage';

/** An image being added to a post: its local preview, its upload, then the stored image and its alt text. */
export interface ImageDraft {
  key: string;
  preview: string;
  progress: number;
  alt: string;
  uploaded?: PostImage;
  error?: string;
}

let nextKey = 0;

/** The composer's images: each upload starts as soon as it is added, at most ten, each removable; and whether they are sensitive. */
export function useImageDrafts() {
  const [drafts, setDrafts] = useState<ImageDraft[]>([]);
  const [sensitive, setSensitive] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());
  const update = (key: string, change: Partial<ImageDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  // Leaving the page cancels uploads still running.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = (files: Iterable<File>) => {
    const room = Math.max(limits.postImagesMax - drafts.length, 0);
    const added = [...files]
      .filter((file) => file.type.startsWith('image/'))
      .slice(0, room)
      .map((file): ImageDraft => {
        const key = `image-${(nextKey += 1)}`;
        const controller = new AbortController();
        uploads.current.set(key, controller);
        uploadPostImage(file, (progress) => update(key, { progress }), controller.signal)
          .then((uploaded) => update(key, { uploaded, progress: 1 }))
          .catch((error: unknown) => update(key, { error: isApiError(error) ? error.message : postsCopy.uploadFailed }))
          .finally(() => uploads.current.delete(key));
        return { key, preview: URL.createObjectURL(file), progress: 0, alt: '' };
      });
    setDrafts((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    setDrafts((current) => {
      const gone = current.find((draft) => draft.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((draft) => draft.key !== key);
    });
  };

  const clear = () => {
    drafts.forEach((draft) => URL.revokeObjectURL(draft.preview));
    setDrafts([]);
    setSensitive(false);
  };

  return {
    drafts,
    add,
    remove,
    clear,
    setAlt: (key: string, alt: string) => update(key, { alt }),
    /** The mark goes with the pictures: none left, none sent. */
    sensitive: sensitive && drafts.length > 0,
    setSensitive,
    uploading: drafts.some((draft) => !draft.uploaded && !draft.error),
    ready: drafts.flatMap((draft) => (draft.uploaded ? [{ id: draft.uploaded.id, alt: draft.alt.trim() }] : [])),
  };
}

export type ImageDrafts = ReturnType<typeof useImageDrafts>;
