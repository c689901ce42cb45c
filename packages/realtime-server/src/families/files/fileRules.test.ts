import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../errors.js';
import { decodeFileCursor, encodeFileCursor, fileListLimitOf } from './fileListCursor.js';
import { acceptedContentType, channelOf, fileIdOf, fileNameOf, showsInline, storedFileName } from './fileRules.js';

const statusOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof ProtocolError ? error.status : undefined;
  }
  return undefined;
};

describe('file names and ids', () => {
  it('stores names without the characters that break raw path segments', () => {
    expect(storedFileName(' cat?#%/\\1.jpg ')).toBe('cat_____1.jpg');
    expect(storedFileName('a\u0000b')).toBe('a_b');
    expect(fileNameOf(storedFileName('résumé 2024.pdf'))).toBe('résumé 2024.pdf');
  });

  it.each([[undefined], [''], ['   '], [42], ['x'.repeat(256)]])('refuses the name %j', (name) => {
    expect(statusOf(() => storedFileName(name))).toBe(400);
  });

  it('accepts only our file ids and storable names in paths', () => {
    expect(fileIdOf('6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6')).toBe('6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6');
    expect(statusOf(() => fileIdOf('../../etc'))).toBe(400);
    expect(statusOf(() => fileIdOf(undefined))).toBe(400);
    expect(statusOf(() => fileNameOf('a%b'))).toBe(400);
    expect(statusOf(() => channelOf('a,b'))).toBe(400);
    expect(statusOf(() => channelOf('a-pnpres'))).toBe(400);
  });
});

describe('content types', () => {
  it('defaults to octet-stream and refuses active content', () => {
    expect(acceptedContentType(undefined)).toBe('application/octet-stream');
    expect(acceptedContentType('Image/PNG; charset=binary')).toBe('image/png');
    expect(statusOf(() => acceptedContentType('text/html'))).toBe(415);
    expect(statusOf(() => acceptedContentType('image/svg+xml'))).toBe(415);
    expect(statusOf(() => acceptedContentType('not a type'))).toBe(415);
  });

  it('shows media inline and downloads the rest', () => {
    expect(showsInline('image/png')).toBe(true);
    expect(showsInline('application/pdf')).toBe(false);
  });
});

describe('file list paging', () => {
  it('round-trips cursors and refuses foreign ones', () => {
    const position = { uploadedAt: new Date('2024-01-01T00:00:00.123Z'), id: '6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6' };
    expect(decodeFileCursor(encodeFileCursor(position))).toEqual(position);
    expect(statusOf(() => decodeFileCursor('bm9wZQ'))).toBe(400);
  });

  it('refuses a cursor whose time or id PostgreSQL could not read', () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const id = '6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6';
    for (const text of [
      `-271821-04-20T00:00:00.000Z|${id}`,
      `2024-02-30T00:00:00.000Z|${id}`,
      `2024|${id}`,
      '2024-01-01T00:00:00.000Z|------------------------------------',
    ])
      expect(statusOf(() => decodeFileCursor(forged(text)))).toBe(400);
  });

  it('defaults the limit to 100 and refuses others outside 1 to 100', () => {
    expect(fileListLimitOf(undefined)).toBe(100);
    expect(fileListLimitOf('7')).toBe(7);
    for (const bad of ['0', '101', '-1', '2.5', 'x']) expect(statusOf(() => fileListLimitOf(bad))).toBe(400);
  });
});
