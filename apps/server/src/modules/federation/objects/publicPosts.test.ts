import { Announce, Create } from '@fedify/vocab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, posts } from '../../../db/schema/index.js';
import { befriend } from '../../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../../test/testApp.js';
import { postsOf } from '../../posts/index.js';
import { urisFromPublicOrigin } from './objectUris.js';
import { publicPosts } from './publicPosts.js';

let t: TestApp;
let reader: ReturnType<typeof publicPosts>;
const uris = urisFromPublicOrigin('http://meshwork.test');

beforeAll(async () => {
  t = await startTestApp();
  reader = publicPosts(postsOf(t.app).outbound, uris);
});
afterAll(() => t.close());

/** Writes a post through the API; answers it as presented to its author. */
const posted = async (member: SignedInMember, body: Record<string, unknown>) => {
  const { status, body: answer } = await member.call('POST', '/posts', body);
  expect(status).toBe(201);
  return answer.output as { id: string; poll: { options: Array<{ id: string }> } | null };
};
const write = async (member: SignedInMember, body: Record<string, unknown>) => (await posted(member, body)).id;

/** Every activity of the member's outbox, page by page. */
async function wholeOutbox(memberId: string, limit: number) {
  const activities: Array<Create | Announce> = [];
  let cursor: string | undefined;
  do {
    const page = await reader.outboxPage(memberId, { cursor, limit });
    activities.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return activities;
}

const objectIdOf = async (activity: Create | Announce) =>
  activity instanceof Create ? (await activity.getObject())!.id!.href : activity.objectId!.href;

describe('publicPosts', () => {
  it("pages a member's public posts newest first, as Creates of Notes and Questions, and leaves friends-only and only-me posts home", async () => {
    const [author, friend, bob] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(author, friend);
    const first = await write(author, { text: `hello @${bob.member.username} #meshwork`, visibility: 'public' });
    await write(author, { text: 'friends only', visibility: 'friends' });
    await write(author, { text: 'just me', visibility: 'only_me' });
    const withPoll = await posted(author, { text: 'which?', visibility: 'public', poll: { options: ['a', 'b'], duration_minutes: 60 } });
    const poll = withPoll.id;
    expect((await friend.call('POST', `/posts/${poll}/poll/vote`, { option_id: withPoll.poll!.options[0]!.id })).status).toBe(200);

    const outbox = await wholeOutbox(author.id, 1);
    expect(await Promise.all(outbox.map(objectIdOf))).toEqual([uris.postUri(poll).href, uris.postUri(first).href]);
    const [question, note] = (await Promise.all(
      outbox.map(async (activity) => (await (activity as Create).getObject())!.toJsonLd()),
    )) as Array<Record<string, any>>;
    expect(question).toMatchObject({
      type: 'Question',
      oneOf: [
        { type: 'Note', name: 'a', replies: { type: 'Collection', totalItems: 1 } },
        { type: 'Note', name: 'b', replies: { type: 'Collection', totalItems: 0 } },
      ],
      votersCount: 1,
    });
    expect(note).toMatchObject({
      type: 'Note',
      tag: [
        { type: 'Mention', href: uris.actorUri(bob.id).href, name: `@${bob.member.username}@meshwork.test` },
        { type: 'Hashtag', href: uris.tagUrl('meshwork').href, name: '#meshwork' },
      ],
    });
  });

  it('leaves out a post removed by a moderator, and everything of a suspended member', async () => {
    const author = await signedInMember(t);
    const kept = await write(author, { text: 'kept', visibility: 'public' });
    const removed = await write(author, { text: 'removed', visibility: 'public' });
    await t.app.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed));
    expect(await Promise.all((await wholeOutbox(author.id, 20)).map(objectIdOf))).toEqual([uris.postUri(kept).href]);

    expect((await author.call('POST', `/posts/${kept}/pin`)).status).toBeLessThan(300);
    expect((await reader.featured(author.id))?.id).toEqual(uris.postUri(kept));
    await t.app.database.db.update(members).set({ suspendedAt: new Date() }).where(eq(members.id, author.id));
    expect((await reader.outboxPage(author.id, {})).items).toEqual([]);
    expect(await reader.featured(author.id)).toBeNull();
  });

  it('announces a plain share of a public post, and passes on no share of a post that stays home', async () => {
    const [author, sharer] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await befriend(author, sharer);
    const original = await write(author, { text: 'pass it on', visibility: 'public' });
    const homebound = await write(author, { text: 'for friends', visibility: 'friends' });
    const share = await write(sharer, { visibility: 'public', shared_post_id: original });
    await write(sharer, { visibility: 'public', shared_post_id: homebound });

    const [announce, ...rest] = await wholeOutbox(sharer.id, 20);
    expect(rest).toEqual([]);
    expect(announce).toBeInstanceOf(Announce);
    expect(announce!.id).toEqual(uris.postUri(share));
    expect(announce!.objectId).toEqual(uris.postUri(original));
    expect(await reader.featured(sharer.id)).toBeNull();
  });
});
