import { Announce, Create, Delete, Like, Note, Question, Tombstone, Update, type Object as ApObject } from '@fedify/vocab';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OutboundPost } from '../../posts/index.js';
import { createOf, deleteOf, likeOf, outboxActivityOf, updateOf } from './activities.js';
import { mayLeaveServer } from './audience.js';
import { commentNoteOf, postObjectOf } from './notes.js';
import { urisFromPublicOrigin } from './objectUris.js';

const uris = urisFromPublicOrigin('https://meshwork.example');
const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/activitypub');
const fixture = async (name: string) => JSON.parse(await readFile(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;

const aliceId = '11111111-1111-4111-8111-111111111111';
const bob = { id: '22222222-2222-4222-8222-222222222222', username: 'bob' };
const person = (id: string, username: string) => ({
  id,
  username,
  fullname: username,
  nickname: username,
  userImage: null,
  colour: '#000000',
  isCreator: false,
});

/** A public post of Alice's, as the posts module's outbound reader gives it. */
function outbound(post: Partial<OutboundPost['post']> = {}, extras: Partial<Omit<OutboundPost, 'post'>> = {}): OutboundPost {
  return {
    post: {
      id: '7a1c6f4e-3b52-4d1e-9f0a-2b8c1d5e6f70',
      text: 'Hello',
      visibility: 'public',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      editedAt: null,
      sharedPostId: null,
      pinnedAt: null,
      contentWarning: '',
      sensitive: false,
      ...post,
    },
    author: person(aliceId, 'alice'),
    timelineOwner: null,
    images: [],
    poll: null,
    mentioned: [],
    shared: undefined,
    ...extras,
  };
}

/** The items of one of Fedify's async getters (`getTags`, `getAttachments`). */
async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const collected: Item[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

const asArray = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
// Mastodon's `public_collection?` takes the compact `as:Public` for the full URI (tag_manager.rb).
const publicCollection = 'https://www.w3.org/ns/activitystreams#Public';
const audience = (value: unknown) => asArray(value).map((uri) => (uri === 'as:Public' ? publicCollection : uri));

/** The compact JSON-LD of an object, its many-valued fields as arrays, the way Mastodon reads them (`as_array`). */
async function readAsMastodon(
  object: ApObject,
): Promise<Record<string, unknown> & Record<'to' | 'cc' | 'tag' | 'attachment' | 'oneOf', unknown[]>> {
  const json = (await object.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
  return {
    ...json,
    to: audience(json.to),
    cc: audience(json.cc),
    tag: asArray(json.tag),
    attachment: asArray(json.attachment),
    oneOf: asArray(json.oneOf),
  };
}

/** Each field of the fixture as Mastodon reads it, compared one by one so that a failure names the field. */
async function expectFieldsOf(object: ApObject, expected: Record<string, unknown>) {
  const read = (await readAsMastodon(object)) as Record<string, unknown>;
  for (const [field, value] of Object.entries(expected)) expect({ [field]: read[field] }).toEqual({ [field]: value });
}

const withFinale = () =>
  outbound(
    {
      text: 'Watched it with @bob #XR\n\nMore at https://example.org/finale?a=1&b=2',
      contentWarning: 'Spoilers for the finale',
      editedAt: new Date('2026-03-01T11:30:00Z'),
    },
    {
      mentioned: [bob],
      images: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          alt: 'A stage lit in blue',
          width: 1600,
          height: 900,
          placeholder: 'x',
          animated: false,
        },
      ],
    },
  );

describe('posts as Notes', () => {
  it('writes a public post as the Note Mastodon reads: content, warning, audience, mentions, hashtags, pictures', async () => {
    const note = postObjectOf(withFinale(), uris);
    expect(note).toBeInstanceOf(Note);
    await expectFieldsOf(note!, await fixture('note.json'));
    // No language is kept with a post, so no contentMap; a post never edited has no `updated`.
    const json = await readAsMastodon(note!);
    expect(json).not.toHaveProperty('contentMap');
    expect(await readAsMastodon(postObjectOf(outbound(), uris)!)).not.toHaveProperty('updated');
  });

  it('reads back from its JSON-LD with the same content, tags and attachments', async () => {
    const json = await postObjectOf(withFinale(), uris)!.toJsonLd({ format: 'compact' });
    const note = (await Note.fromJsonLd(json)) as Note;
    expect(note.content?.toString()).toBe((await fixture('note.json')).content);
    expect(note.summary?.toString()).toBe('Spoilers for the finale');
    expect(note.sensitive).toBe(true);
    const tags = await collect(note.getTags());
    expect(tags.map((tag) => [tag.constructor.name, (tag as { href: URL }).href.href, String((tag as { name: unknown }).name)])).toEqual([
      ['Mention', uris.actorUri(bob.id).href, '@bob@meshwork.example'],
      ['Hashtag', 'https://meshwork.example/hashtag/xr', '#xr'],
    ]);
    const [picture] = await collect(note.getAttachments());
    expect(picture).toMatchObject({ mediaType: 'image/webp', width: 1600, height: 900 });
    expect(String((picture as Note).name)).toBe('A stage lit in blue');
    expect((picture as Note).url).toEqual(uris.mediaUrl({ id: '33333333-3333-4333-8333-333333333333' }));
  });

  it('marks a post sensitive without a warning when its pictures are, and gives it no summary', async () => {
    const json = await readAsMastodon(postObjectOf(outbound({ sensitive: true }), uris)!);
    expect(json).toMatchObject({ sensitive: true });
    expect(json).not.toHaveProperty('summary');
  });

  it('writes a post with a poll as a Question with oneOf, vote counts, endTime, closed and votersCount', async () => {
    const closed = outbound(
      { id: '44444444-4444-4444-8444-444444444444', text: 'Which headset?', createdAt: new Date('2020-03-01T10:00:00Z') },
      {
        poll: {
          closesAt: new Date('2020-03-02T10:00:00Z'),
          options: [
            { id: 'o1', text: 'Quest', votes: 3 },
            { id: 'o2', text: 'Vision', votes: 1 },
          ],
        },
      },
    );
    const question = postObjectOf(closed, uris);
    expect(question).toBeInstanceOf(Question);
    await expectFieldsOf(question!, await fixture('question.json'));
    const open = postObjectOf(outbound({}, { poll: { closesAt: new Date('2100-01-01T00:00:00Z'), options: [] } }), uris)!;
    expect(await readAsMastodon(open)).not.toHaveProperty('closed');
  });

  it('answers null for friends-only and only-me posts, and the types say so', () => {
    for (const visibility of ['friends', 'only_me'] as const) {
      const post = outbound({ visibility });
      expect(postObjectOf(post, uris)).toBeNull();
      expect(outboxActivityOf(post, uris)).toBeNull();
      expect(commentNoteOf(comment, { id: post.post.id, authorId: aliceId, visibility }, [], uris)).toBeNull();
    }
    const post = outbound();
    expectTypeOf(postObjectOf(post, uris)).toEqualTypeOf<Note | Question | null>();
    if (mayLeaveServer(post)) expectTypeOf(postObjectOf(post, uris)).toEqualTypeOf<Note | Question>();
  });
});

const comment = {
  id: '55555555-5555-4555-8555-555555555555',
  parent_id: null,
  text: 'No spoilers please!',
  created_at: '2026-03-01T12:00:00.000Z',
  edited_at: null,
  author: { user_id: bob.id },
};

describe('comments, shares and reactions', () => {
  const post = { id: '7a1c6f4e-3b52-4d1e-9f0a-2b8c1d5e6f70', authorId: aliceId, visibility: 'public' as const };

  it("writes a comment as a Note in reply to the post, addressed like it with the post's author in cc", async () => {
    await expectFieldsOf(commentNoteOf(comment, post, [], uris), await fixture('reply.json'));
  });

  it('answers a reply to a comment in reply to that comment', async () => {
    const reply = commentNoteOf({ ...comment, parent_id: '66666666-6666-4666-8666-666666666666' }, post, [], uris);
    expect(reply.replyTargetId).toEqual(uris.commentUri('66666666-6666-4666-8666-666666666666'));
  });

  it("passes a plain share on as an Announce of the original's URI; a share with words quotes it", async () => {
    const shared = { id: '77777777-7777-4777-8777-777777777777', authorId: bob.id };
    const plain = outboxActivityOf(outbound({ text: '', sharedPostId: shared.id }, { shared }), uris);
    expect(plain).toBeInstanceOf(Announce);
    expect(await readAsMastodon(plain!)).toMatchObject({
      type: 'Announce',
      id: uris.postUri('7a1c6f4e-3b52-4d1e-9f0a-2b8c1d5e6f70').href,
      actor: uris.actorUri(aliceId).href,
      object: uris.postUri(shared.id).href,
      to: [publicCollection],
      cc: [uris.followersUri(aliceId).href, uris.actorUri(bob.id).href],
    });
    const quote = postObjectOf(outbound({ text: 'Look', sharedPostId: shared.id }, { shared }), uris)!;
    expect(quote.quoteUrl).toEqual(uris.postUri(shared.id));
    // The original may not leave the server: a plain share of it has nothing to say.
    expect(outboxActivityOf(outbound({ text: '', sharedPostId: shared.id }, { shared: null }), uris)).toBeNull();
  });

  it('writes a plain like as a bare Like and an emoji reaction as a Like carrying the emoji', async () => {
    const object = { id: uris.postUri(post.id), authorId: uris.actorUri(aliceId) };
    const like = await readAsMastodon(likeOf({ memberId: bob.id, kind: 'like' }, object, uris));
    expect(like).toMatchObject({ type: 'Like', actor: uris.actorUri(bob.id).href, object: object.id.href, to: [object.authorId.href] });
    expect(like).not.toHaveProperty('content');
    const love = likeOf({ memberId: bob.id, kind: 'love' }, object, uris);
    expect(await readAsMastodon(love)).toMatchObject({ type: 'Like', content: '❤️' });
    expect(love.id).not.toEqual((await Like.fromJsonLd(like)).id);
  });
});

describe('activities', () => {
  it('wraps a post in a Create at <note id>#create with its actor and audience', async () => {
    const note = postObjectOf(withFinale(), uris)!;
    const create = createOf(note);
    expect(create).toBeInstanceOf(Create);
    const json = await readAsMastodon(create);
    expect(json).toMatchObject({ id: `${note.id!.href}#create`, actor: uris.actorUri(aliceId).href, to: [publicCollection] });
    expect(json.cc).toEqual([uris.followersUri(aliceId).href, uris.actorUri(bob.id).href]);
    expect((json.object as { id: string }).id).toBe(note.id!.href);
  });

  it('gives every edit an Update of its own id', () => {
    const first = updateOf(postObjectOf(outbound({ editedAt: new Date('2026-03-01T11:00:00Z') }), uris)!);
    const second = updateOf(postObjectOf(outbound({ editedAt: new Date('2026-03-01T12:00:00Z') }), uris)!);
    expect(first).toBeInstanceOf(Update);
    expect(first.id!.hash).toBe(`#update/${Date.parse('2026-03-01T11:00:00Z')}`);
    expect(second.id).not.toEqual(first.id);
  });

  it('deletes with a Tombstone of the object, to the public', async () => {
    const id = uris.postUri(outbound().post.id);
    const deletion = deleteOf(id, uris.actorUri(aliceId));
    expect(deletion).toBeInstanceOf(Delete);
    expect(await readAsMastodon(deletion)).toMatchObject({
      id: `${id.href}#delete`,
      actor: uris.actorUri(aliceId).href,
      to: [publicCollection],
      object: { type: 'Tombstone', id: id.href },
    });
    expect(await deletion.getObject()).toBeInstanceOf(Tombstone);
  });
});
