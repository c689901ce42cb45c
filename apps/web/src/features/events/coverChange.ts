import { eventsCopy, limits } from '@meshwork/contracts';

/** What saving the event form does to its cover: leaves it, puts a new file in, or removes it. */
export type CoverChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export const coverTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Why a picked file cannot be a cover, before it is sent (the server reads the content again). */
export function coverFileError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!coverTypes.includes(file.type)) return eventsCopy.coverNotImage;
  if (file.size > limits.imageUploadMaxBytes) return eventsCopy.coverTooLarge;
  return undefined;
}
