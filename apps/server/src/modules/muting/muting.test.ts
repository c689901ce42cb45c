import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { profileOf, writePost } from '../../../test/profileHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const ids = (answer: { body: any }) => (answer.body.output.items as Array<{ id: string }>).map((item) => item.id);
const feedOf = async (viewer: SignedInMember) => {
  const answer = await viewer.call('GET', '/social/feed?limit=50');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ids(answer);
};
const searchOf = async (viewer: SignedInMember, q: string) => ids(await viewer.call('GET', `/search/posts?q=${encodeURIComponent(q)}`));
const taggedOf = async (viewer: SignedInMember, tag: string) => ids(await viewer.call('GET', `/hashtags/${tag}/posts`));
const word = () => `w${randomUUID().slice(0, 8)}`;

/** Two friends, each seeing the other's posts in their feed. */
async function friends(): Promise<[SignedInMember, SignedInMember]> {
  const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
  await befriend(a, b);
  return [a, b];
}

describe('muting routes', () => {
  it('answer 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/mutes'],
      ['POST', `/api/mutes/${randomUUID()}`],
      ['GET', '/api/muted-words'],
      ['POST', '/api/muted-words'],
      ['DELETE', `/api/muted-words/${randomUUID()}`],
      ['POST', `/api/posts/${randomUUID()}/hide`],
    ] as const)
      expect((await t.request(method, path, { body: method === 'POST' ? {} : undefined })).status, path).toBe(401);
  });

  it('mute and unmute a member, listed with their person; not oneself, not an unknown member', async () => {
    const [muter, muted] = await friends();
    expect((await muter.call('POST', `/mutes/${muted.id}`)).status).toBe(200);
    expect((await muter.call('POST', `/mutes/${muted.id}`)).status).toBe(200);
    const list = await muter.call('GET', '/mutes');
    expect(list.body.output.items).toEqual([expect.objectContaining({ user: expect.objectContaining({ user_id: muted.id }) })]);
    expect((await muted.call('GET', '/mutes')).body.output.items).toEqual([]);
    expect((await muter.call('POST', `/mutes/${muter.id}`)).status).toBe(400);
    expect((await muter.call('POST', `/mutes/${randomUUID()}`)).status).toBe(404);
    expect((await muter.call('POST', '/mutes/not-an-id')).status).toBe(422);
    expect((await muter.call('DELETE', `/mutes/${muted.id}`)).status).toBe(200);
    expect((await muter.call('DELETE', `/mutes/${muted.id}`)).status).toBe(404);
  });

  it('add, renew and remove muted words; refuse bad phrases, unknown durations, others’ words and a 101st word', async () => {
    const [member, other] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const added = await member.call('POST', '/muted-words', { phrase: '  Spoilers ', duration: '7d' });
    expect(added.status).toBe(201);
    expect(added.body.output).toMatchObject({ phrase: 'Spoilers', expires_at: expect.any(String) });
    const renewed = await member.call('POST', '/muted-words', { phrase: 'spoilers', duration: 'forever' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.output).toMatchObject({ id: added.body.output.id, expires_at: null });
    for (const body of [
      { phrase: '', duration: '1d' },
      { phrase: '   ', duration: '1d' },
      { phrase: 'x'.repeat(101), duration: '1d' },
      { phrase: 'a\u0000b', duration: '1d' },
      { phrase: 'a\nb', duration: '1d' },
      { phrase: 'fine', duration: '2d' },
      { phrase: 'fine' },
    ])
      expect((await member.call('POST', '/muted-words', body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect((await other.call('DELETE', `/muted-words/${added.body.output.id}`)).status).toBe(404);
    expect((await member.call('DELETE', '/muted-words/nope')).status).toBe(422);
    expect((await member.call('DELETE', `/muted-words/${added.body.output.id}`)).status).toBe(200);
    expect((await member.call('GET', '/muted-words')).body.output).toEqual([]);
    // The rate limit allows fewer a minute than the cap: the first hundred are stored directly.
    await t.app.database.db.execute(
      sql`insert into muted_words (member_id, phrase) select ${member.id}, 'word ' || n from generate_series(1, 100) n`,
    );
    expect((await member.call('POST', '/muted-words', { phrase: 'one more', duration: 'forever' })).status).toBe(422);
  });

  it('hide a post the member sees, not one they cannot see', async () => {
    const [viewer, author] = await friends();
    const post = await writePost(author, 'A post to hide', 'only_me');
    expect((await viewer.call('POST', `/posts/${post.id}/hide`)).status).toBe(404);
    const shown = await writePost(author, 'A post to hide', 'friends');
    expect((await viewer.call('DELETE', `/posts/${shown.id}/hide`)).status).toBe(404);
    expect((await viewer.call('POST', `/posts/${shown.id}/hide`)).status).toBe(200);
    expect(await feedOf(viewer)).not.toContain(shown.id);
    expect((await viewer.call('DELETE', `/posts/${shown.id}/hide`)).status).toBe(200);
    expect(await feedOf(viewer)).toContain(shown.id);
  });
});

describe('what a member muted', () => {
  it('leaves a muted member’s posts out of the feed, hashtag pages and search, and their comments and notifications; the profile still shows them', async () => {
    const [muter, muted] = await friends();
    const tag = word();
    const post = await writePost(muted, `Look #${tag}`, 'public');
    const comment = await muted.call('POST', `/posts/${(await writePost(muter, 'Mine', 'friends')).id}/comments`, { text: 'Hello' });
    expect(comment.status).toBe(201);
    await muter.call('POST', `/mutes/${muted.id}`);
    expect(await feedOf(muter)).not.toContain(post.id);
    expect(await taggedOf(muter, tag)).toEqual([]);
    expect(await searchOf(muter, tag)).toEqual([]);
    const commentsOnMine = await muter.call('GET', `/posts/${comment.body.output.post_id}/comments`);
    expect(commentsOnMine.body.output.items).toEqual([]);
    const notices = (await muter.call('GET', '/notifications')).body.output.items as Array<{ actor: { user_id: string } }>;
    expect(notices.filter((notice) => notice.actor.user_id === muted.id)).toEqual([]);
    expect((await profileOf(muter, muted)).status).toBe(200);
    expect(ids(await muter.call('GET', `/profiles/${muted.member.username}/posts`))).toContain(post.id);
    // The muted member sees nothing different.
    expect(await feedOf(muted)).toContain(comment.body.output.post_id);
  });

  it('leaves posts with a muted word or hashtag out of the feed, hashtag pages and search, whole words only, until it expires', async () => {
    const [viewer, author] = await friends();
    const secret = word();
    const tag = word();
    const withWord = await writePost(author, `Big ${secret.toUpperCase()}! news`, 'public');
    const partOfWord = await writePost(author, `about ${secret}s and more`, 'public');
    const withTag = await writePost(author, `see #${tag}`, 'public');
    const inWarning = await writePost(author, 'Nothing here', 'public', { content_warning: `about ${secret}` });
    const own = await writePost(viewer, `my ${secret}`, 'friends');
    await viewer.call('POST', '/muted-words', { phrase: secret, duration: '1d' });
    await viewer.call('POST', '/muted-words', { phrase: `#${tag}`, duration: 'forever' });
    const feed = await feedOf(viewer);
    expect(feed).not.toContain(withWord.id);
    expect(feed).not.toContain(withTag.id);
    expect(feed).not.toContain(inWarning.id);
    expect(feed).toContain(partOfWord.id);
    expect(feed).toContain(own.id);
    expect(await taggedOf(viewer, tag)).toEqual([]);
    expect(await searchOf(viewer, secret)).not.toContain(withWord.id);
    expect(await feedOf(author)).toContain(withWord.id);
    await t.app.database.db.execute(sql`update muted_words set expires_at = now() - interval '1 minute' where member_id = ${viewer.id}`);
    expect(await feedOf(viewer)).toContain(withWord.id);
  });

  it('reads a muted phrase as a literal: regular expression characters match themselves', async () => {
    const [viewer, author] = await friends();
    const plain = await writePost(author, 'I like c and more', 'friends');
    const plus = await writePost(author, 'I like c++ a lot', 'friends');
    await viewer.call('POST', '/muted-words', { phrase: 'c++', duration: 'forever' });
    await viewer.call('POST', '/muted-words', { phrase: '(.*', duration: 'forever' });
    const feed = await feedOf(viewer);
    expect(feed).toContain(plain.id);
    expect(feed).not.toContain(plus.id);
  });
});

describe('content warnings and sensitive pictures', () => {
  it('are written on create and edit and returned with the post', async () => {
    const [author] = await friends();
    const post = await writePost(author, 'Details', 'friends', { content_warning: ' Film plot ', sensitive: true });
    expect(post).toMatchObject({ content_warning: 'Film plot', sensitive: true });
    const edited = await author.call('PATCH', `/posts/${post.id}`, { content_warning: '', sensitive: false });
    expect(edited.body.output).toMatchObject({ content_warning: '', sensitive: false, text: 'Details' });
    expect((await author.call('PATCH', `/posts/${post.id}`, { content_warning: 'x'.repeat(201) })).status).toBe(422);
  });
});
