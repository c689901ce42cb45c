import { describe, expect, it } from 'vitest';
import { eventsCopy, limits } from '@meshwork/contracts';
import { coverFileError } from './coverChange';

describe('coverFileError', () => {
  it('takes the image types the server reads, up to the size limit', () => {
    expect(coverFileError({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(coverFileError({ type: 'image/avif', size: limits.imageUploadMaxBytes })).toBeUndefined();
  });

  it('refuses other files and oversized images with their own message', () => {
    expect(coverFileError({ type: 'application/pdf', size: 1000 })).toBe(eventsCopy.coverNotImage);
    expect(coverFileError({ type: 'image/svg+xml', size: 1000 })).toBe(eventsCopy.coverNotImage);
    expect(coverFileError({ type: 'image/png', size: limits.imageUploadMaxBytes + 1 })).toBe(eventsCopy.coverTooLarge);
  });
});
