import { Temporal } from '@js-temporal/polyfill';
import { Audio, Image, Note, Person, PUBLIC_COLLECTION, Question } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { refuseFetch } from '../remote/remoteValues.js';
import { remoteNoteOf } from './remoteNotes.js';

const actor = new Person({
  id: new URL('https://remote.example/users/alice'),
  followers: new URL('https://remote.example/users/alice/followers'),
});
const followers = actor.followersId!;

const noteWith = (values: Partial<ConstructorParameters<typeof Note>[0]> = {}) =>
  new Note({
    id: new URL('https://remote.example/notes/1'),
    attribution: actor.id,
    content: '<p>hi</p>',
    published: Temporal.Instant.from('2026-11-01T10:00:00Z'),
    to: PUBLIC_COLLECTION,
    ...values,
  });

const read = (note: Note | Question) => remoteNoteOf(note, actor, refuseFetch);

describe('a remote note as stored', () => {
  it('takes its audience from to and cc as Mastodon writes them', async () => {
    const other = new URL('https://remote.example/users/bob');
    expect((await read(noteWith({ to: PUBLIC_COLLECTION, cc: followers })))?.audience).toBe('public');
    expect((await read(noteWith({ to: followers, cc: PUBLIC_COLLECTION })))?.audience).toBe('unlisted');
    expect((await read(noteWith({ to: followers, cc: other })))?.audience).toBe('followers');
    expect((await read(noteWith({ to: other })))?.audience).toBe('direct');
  });

  it('keeps at most ten pictures and videos with an http(s) URL, never an Audio', async () => {
    const pictures = Array.from({ length: 12 }, (_, index) => new Image({ url: new URL(`https://media.example/${index}.png`) }));
    const note = await read(noteWith({ attachments: [new Audio({ url: new URL('https://media.example/a.mp3') }), ...pictures] }));
    expect(note?.attachments.map((attachment) => attachment.url)).toEqual(pictures.slice(0, 10).map((picture) => picture.url!.toString()));
  });

  it('is refused when another actor wrote it, its id is of another origin, it has no date, or its HTML is over 64 KiB', async () => {
    expect(await read(noteWith({ attribution: new URL('https://remote.example/users/bob') }))).toBeUndefined();
    expect(await read(noteWith({ id: new URL('https://elsewhere.example/notes/1') }))).toBeUndefined();
    expect(await read(noteWith({ published: null }))).toBeUndefined();
    expect(await read(noteWith({ content: 'a'.repeat(64 * 1024 + 1) }))).toBeUndefined();
    expect(await read(noteWith({ content: 'a'.repeat(64 * 1024) }))).toBeDefined();
  });

  it('keeps a Question as a note of its text, with a plain-text summary', async () => {
    const question = new Question({
      id: new URL('https://remote.example/questions/1'),
      attribution: actor.id,
      content: '<p>which?</p>',
      summary: 'a <b>poll</b>\u0000',
      published: Temporal.Instant.from('2026-11-01T10:00:00Z'),
      to: PUBLIC_COLLECTION,
    });
    expect(await read(question)).toMatchObject({ contentHtml: '<p>which?</p>', summary: 'a <b>poll</b>', audience: 'public' });
  });
});
