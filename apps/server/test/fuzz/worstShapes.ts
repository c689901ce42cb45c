import { notAnImage, pngOfSolidColour } from '../badImages.js';

/** The worst shapes of each kind of member input: cursors, protocol cursors, texts and uploads. */

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const cursorOf = (keys: unknown) => base64url(JSON.stringify(keys));

const timestamp = '2026-01-01 00:00:00.123456+00';

/** Keys no cursor of ours holds: numbers out of every range, broken dates and ids, control characters, wrong types. */
function hostileKeys(otherMemberId: string): unknown[] {
  return [
    '1e308',
    '1e-50',
    '-1',
    'NaN',
    '',
    'a\u0000b',
    '\uD800\u202E',
    '2026-02-30 00:00:00+00',
    '2026-01-01 00:00:00+99',
    '99999-01-01 00:00:00+00',
    '------------------------------------',
    otherMemberId,
    '99999999999999999999',
    1e308,
    null,
    [[]],
  ];
}

/** Every cursor a member could forge for a product list: wrong as a whole, or wrong in one key of a plausible shape. */
export function worstCursors(otherMemberId: string): Array<{ what: string; cursor: string }> {
  const whole = [
    { what: 'empty', cursor: '' },
    { what: 'null', cursor: 'null' },
    { what: 'not base64', cursor: '!!!!' },
    { what: 'a NUL', cursor: '\u0000' },
    { what: '100 KB', cursor: 'a'.repeat(100_000) },
    { what: 'invalid JSON', cursor: base64url('{"a":') },
    { what: 'JSON null', cursor: base64url('null') },
    { what: 'a number', cursor: base64url('1e308') },
    { what: 'an object', cursor: base64url('{}') },
    { what: 'an empty array', cursor: base64url('[]') },
    { what: 'nested arrays', cursor: cursorOf([['a'], ['b']]) },
    { what: 'four keys', cursor: cursorOf([timestamp, otherMemberId, '0', '0']) },
  ];
  // Each key of each kind of list in turn: timestamp and id, nickname and id, timetoken and channel, rank and id, three-key lists.
  const shapes: Array<(key: unknown) => unknown[]> = [
    (key) => [key],
    (key) => [key, otherMemberId],
    (key) => [timestamp, key],
    (key) => ['17000000000000000', key],
    (key) => [key, otherMemberId, '0'],
    (key) => [timestamp, otherMemberId, key],
    (key) => ['0', key, otherMemberId],
    (key) => ['1', 'nick', key],
  ];
  const keyed = hostileKeys(otherMemberId).flatMap((key) =>
    shapes.map((shape) => ({ what: `keys ${JSON.stringify(shape(key)).slice(0, 80)}`, cursor: cursorOf(shape(key)) })),
  );
  return [...whole, ...keyed];
}

/** Names of the realtime protocol's cursors and page sizes (protocol §7, §10, §11, §14), read from the query. */
export const protocolCursorParams = ['start', 'end', 'next', 'tt', 'timetoken', 'channelsTimetoken', 'limit', 'count', 'max'];

/** Values for those cursors that no server made: timetokens out of range, forged page and file cursors. */
export function worstProtocolCursors(otherMemberId: string): string[] {
  return [
    '',
    '-1',
    '1e308',
    'NaN',
    '0x10',
    '9223372036854775808',
    '99999999999999999999',
    '\u0000',
    'a'.repeat(100_000),
    ',,,',
    '1,-1',
    '!!!!',
    base64url('o:9999999999'),
    base64url('o:-1'),
    base64url(`-271821-04-20T00:00:00.000Z|${otherMemberId}`),
    base64url(`+275760-09-13T00:00:00.000Z|${otherMemberId}`),
    base64url('2026-01-01T00:00:00.000Z|------------------------------------'),
    base64url(`2026-02-30T00:00:00.000Z|${otherMemberId}`),
    base64url(`2026|${otherMemberId}|x`),
  ];
}

/** The worst texts for a field of at most `maxLength` characters. */
export function worstTexts(maxLength: number | undefined): Array<{ what: string; text: string }> {
  return [
    ...(maxLength === undefined ? [] : [{ what: 'one past the longest', text: 'a'.repeat(maxLength + 1) }]),
    { what: 'a NUL', text: 'a\u0000b' },
    { what: 'lone surrogates', text: '\uD800 a \uDC00' },
    { what: 'right-to-left marks', text: '\u202Egnp.exe\u202C \u200F\u061C' },
    { what: '10,000 of "a."', text: 'a.'.repeat(10_000) },
  ];
}

/** One part of a multipart form. */
interface FormPart {
  field: string;
  /** A file part's name; a plain field has none. */
  filename?: string;
  contentType?: string;
  body: Buffer;
}

/** A multipart form as sent over the wire, with its Content-Type. */
function multipartForm(parts: FormPart[]): { contentType: string; body: Buffer } {
  const boundary = `----meshwork-worst-${parts.length}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    return [Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.body, Buffer.from('\r\n')];
  });
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

/** A small valid PNG, for the shapes that must be refused for something other than the picture. */
const smallPng = () => pngOfSolidColour(4, 4);

const image = (body: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  field: 'file',
  filename,
  contentType,
  body,
});

/** A worst file for an upload route, as a whole form once given the fields the route needs beside it. */
export interface WorstUpload {
  what: string;
  form(fields: Record<string, string>): { contentType: string; body: Buffer };
}

/**
 * The worst files for an upload route: empty, one byte, text named as an image, a cut-off image,
 * a decompression bomb, a file under another field's name, two files, none.
 */
export function worstUploads(): WorstUpload[] {
  const shapes: Array<{ what: string; parts: FormPart[] }> = [
    { what: 'zero bytes', parts: [image(Buffer.alloc(0))] },
    { what: 'one byte', parts: [image(Buffer.from([0x89]))] },
    { what: 'a non-image with an image name', parts: [image(notAnImage, 'photo.jpg', 'image/jpeg')] },
    { what: 'a truncated image', parts: [image(smallPng().subarray(0, 40))] },
    { what: 'a bomb of 30000×30000', parts: [image(pngOfSolidColour(30_000, 30_000))] },
    { what: 'a wrong field name', parts: [{ ...image(smallPng()), field: 'image' }] },
    { what: 'two files', parts: [image(smallPng()), image(smallPng(), 'second.png')] },
    { what: 'no file', parts: [] },
  ];
  return shapes.map(({ what, parts }) => ({
    what,
    form: (fields) => multipartForm([...Object.entries(fields).map(([field, value]) => ({ field, body: Buffer.from(value) })), ...parts]),
  }));
}
