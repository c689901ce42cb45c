import { errorsCopy, limits, postAnswersCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { fannedOut } from '../../../test/jobHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { members } from '../../db/schema/index.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);

async function write(author: SignedInMember, text: string, visibility = 'friends') {
  const { status, body } = await author.call('POST', '/posts', { text, visibility });
  expect(status).toBe(201);
  return body.output as { id: string; text: string; visibility: string; edited_at: string | null };
}

/** Whether the viewer may open the post: 200, or the 404 of a post hidden from them; anything else fails the test. */
const canSee = async (viewer: SignedInMember, postId: string) => {
  const { status } = await viewer.call('GET', `/posts/${postId}`);
  expect([200, 404]).toContain(status);
  return status === 200;
};

describe('writing a post', () => {
  it('answers the post with its author, trimmed text and visibility', async () => {
    const author = await member();
    const { status, body } = await author.call('POST', '/posts', { text: '  Hello #world  ', visibility: 'public' });
    expect(status).toBe(201);
    expect(body.message).toBe(postAnswersCopy.posted);
    expect(body.output).toMatchObject({ text: 'Hello #world', visibility: 'public', edited_at: null, author: { user_id: author.id } });
  });

  it('is friends-only unless the author says otherwise', async () => {
    const author = await member();
    expect((await write(author, 'default')).visibility).toBe('friends');
  });

  it('refuses an over-long, empty or blank text, an unknown visibility and a NUL byte with 422', async () => {
    const author = await member();
    const tooLong = await author.call('POST', '/posts', { text: 'x'.repeat(limits.postTextMaxLength + 1) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.extra.message.text).toEqual([postAnswersCopy.textTooLong]);
    expect((await author.call('POST', '/posts', { text: 'x'.repeat(limits.postTextMaxLength) })).status).toBe(201);
    expect((await author.call('POST', '/posts', { text: '   ' })).body.extra.message.text).toEqual([postAnswersCopy.textRequired]);
    expect((await author.call('POST', '/posts', {})).status).toBe(422);
    expect((await author.call('POST', '/posts', { text: 'hi', visibility: 'everyone' })).body.extra.message.visibility).toEqual([
      postAnswersCopy.invalidVisibility,
    ]);
    expect((await author.call('POST', '/posts', { text: 'a\u0000b' })).status).toBe(422);
    expect((await author.call('POST', '/posts', { text: ['x'] })).status).toBe(422);
  });

  it('needs a session', async () => {
    expect((await t.request('POST', '/api/posts', { body: { text: 'hi' } })).status).toBe(401);
  });

  it('answers 429 once a member writes too fast', async () => {
    // Past its first days: the instance's hourly cap of new accounts is not what this is about.
    const author = await signedInMember(t, { createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
    const statuses = [];
    for (let i = 0; i <= serverLimits.postsPerMinute; i += 1)
      statuses.push((await author.call('POST', '/posts', { text: `n${i}` })).status);
    expect(statuses.slice(0, serverLimits.postsPerMinute).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('who may see a post', () => {
  it('shows a public post to everyone, a friends post to friends and the author, an only-me post to the author', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const open = await write(author, 'open', 'public');
    const close = await write(author, 'close', 'friends');
    const mine = await write(author, 'mine', 'only_me');
    expect([await canSee(stranger, open.id), await canSee(friend, open.id)]).toEqual([true, true]);
    expect([await canSee(stranger, close.id), await canSee(friend, close.id), await canSee(author, close.id)]).toEqual([false, true, true]);
    expect([await canSee(friend, mine.id), await canSee(author, mine.id)]).toEqual([false, true]);
    const hidden = await stranger.call('GET', `/posts/${close.id}`);
    expect(hidden).toMatchObject({ status: 404, body: { error: 'post_not_found', message: postAnswersCopy.postNotFound } });
  });

  it('hides every post both ways across a block', async () => {
    const [author, blocker, blocked] = await Promise.all([member(), member(), member()]);
    const byAuthor = await write(author, 'public words', 'public');
    await blocker.call('POST', `/blocks/${author.id}`);
    expect(await canSee(blocker, byAuthor.id)).toBe(false);
    await author.call('POST', `/blocks/${blocked.id}`);
    expect(await canSee(blocked, byAuthor.id)).toBe(false);
    expect(await canSee(author, byAuthor.id)).toBe(true);
  });

  it("hides a deactivated member's posts until they come back", async () => {
    const [author, reader] = await Promise.all([member(), member()]);
    const post = await write(author, 'here today', 'public');
    await t.app.database.db.update(members).set({ deleteRequestTimestamp: new Date() }).where(eq(members.id, author.id));
    expect(await canSee(reader, post.id)).toBe(false);
    await t.app.database.db.update(members).set({ deleteRequestTimestamp: null }).where(eq(members.id, author.id));
    expect(await canSee(reader, post.id)).toBe(true);
  });

  it('answers an id that is not a post id with 422 and an unknown one with 404', async () => {
    const reader = await member();
    expect((await reader.call('GET', '/posts/not-a-uuid')).status).toBe(422);
    expect((await reader.call('GET', '/posts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('marks an edit and keeps the earlier version in a history whoever sees the post may read', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const post = await write(author, 'first words');
    const { status, body } = await author.call('PATCH', `/posts/${post.id}`, { text: 'second words' });
    expect(status).toBe(200);
    expect(body.output.text).toBe('second words');
    expect(body.output.edited_at).not.toBeNull();
    const history = await friend.call('GET', `/posts/${post.id}/history`);
    expect(history.body.output).toEqual([expect.objectContaining({ text: 'first words', visibility: 'friends' })]);
    expect((await stranger.call('GET', `/posts/${post.id}/history`)).status).toBe(404);
  });

  it('widening the visibility shows no version from a narrower time to those it did not admit; the author sees all', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const post = await write(author, 'diary: only me', 'only_me');
    await author.call('PATCH', `/posts/${post.id}`, { text: 'diary, edited: only me' });
    await author.call('PATCH', `/posts/${post.id}`, { visibility: 'friends' });
    await author.call('PATCH', `/posts/${post.id}`, { text: 'for friends' });
    await author.call('PATCH', `/posts/${post.id}`, { visibility: 'public', text: 'for everyone' });
    const versions = async (viewer: SignedInMember) => {
      const { status, body } = await viewer.call('GET', `/posts/${post.id}/history`);
      expect(status).toBe(200);
      return (body.output as Array<{ text: string; visibility: string }>).map(({ text, visibility }) => [text, visibility]);
    };
    expect(await versions(author)).toEqual([
      ['for friends', 'friends'],
      ['diary, edited: only me', 'friends'],
      ['diary, edited: only me', 'only_me'],
      ['diary: only me', 'only_me'],
    ]);
    expect(await versions(friend)).toEqual([
      ['for friends', 'friends'],
      ['diary, edited: only me', 'friends'],
    ]);
    expect(await versions(stranger)).toEqual([]);
  });

  it("refuses editing or deleting another's post: 403 when it is seen, 404 when it is not", async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const post = await write(author, 'mine alone to change');
    expect(await friend.call('PATCH', `/posts/${post.id}`, { text: 'hijack' })).toMatchObject({
      status: 403,
      body: { error: 'not_your_post' },
    });
    expect((await stranger.call('PATCH', `/posts/${post.id}`, { text: 'hijack' })).status).toBe(404);
    expect((await friend.call('DELETE', `/posts/${post.id}`)).status).toBe(403);
    expect((await stranger.call('DELETE', `/posts/${post.id}`)).status).toBe(404);
    expect((await author.call('GET', `/posts/${post.id}`)).body.output.text).toBe('mine alone to change');
  });

  it('refuses an edit that changes nothing named, and leaves no history for an identical one', async () => {
    const author = await member();
    const post = await write(author, 'steady');
    expect((await author.call('PATCH', `/posts/${post.id}`, {})).status).toBe(422);
    const same = await author.call('PATCH', `/posts/${post.id}`, { text: 'steady' });
    expect(same.body.output.edited_at).toBeNull();
    expect((await author.call('GET', `/posts/${post.id}/history`)).body.output).toEqual([]);
  });

  it('narrowing the visibility hides the post at once', async () => {
    const [author, friend] = await Promise.all([member(), member()]);
    await befriend(author, friend);
    const post = await write(author, 'for now');
    await author.call('PATCH', `/posts/${post.id}`, { visibility: 'only_me' });
    expect(await canSee(friend, post.id)).toBe(false);
  });

  it('a deleted post is gone for everyone, its author included', async () => {
    const author = await member();
    const post = await write(author, 'short-lived', 'public');
    expect(await author.call('DELETE', `/posts/${post.id}`)).toMatchObject({ status: 200, body: { message: postAnswersCopy.postDeleted } });
    expect(await canSee(author, post.id)).toBe(false);
    expect((await author.call('DELETE', `/posts/${post.id}`)).status).toBe(404);
  });
});

describe('what the viewer may do with a post', () => {
  const permissions = async (viewer: SignedInMember, postId: string) => {
    const { can_edit, can_delete, can_pin } = (await viewer.call('GET', `/posts/${postId}`)).body.output;
    return { can_edit, can_delete, can_pin };
  };

  it('lets the author edit, delete and pin a post on their own timeline; a friend who sees it may do none', async () => {
    const [author, friend] = await Promise.all([member(), member()]);
    await befriend(author, friend);
    const post = await write(author, 'on my own timeline');
    expect(post).toMatchObject({ can_edit: true, can_delete: true, can_pin: true });
    expect(await permissions(author, post.id)).toEqual({ can_edit: true, can_delete: true, can_pin: true });
    expect(await permissions(friend, post.id)).toEqual({ can_edit: false, can_delete: false, can_pin: false });
  });

  it("on a friend's timeline: the author edits and deletes, the timeline's owner deletes, nobody pins", async () => {
    const [author, owner, ownersFriend] = await Promise.all([member(), member(), member()]);
    await befriend(author, owner);
    await befriend(owner, ownersFriend);
    const { body } = await author.call('POST', '/posts', { text: 'happy birthday', visibility: 'public', timeline_owner_id: owner.id });
    expect(await permissions(author, body.output.id)).toEqual({ can_edit: true, can_delete: true, can_pin: false });
    expect(await permissions(owner, body.output.id)).toEqual({ can_edit: false, can_delete: true, can_pin: false });
    expect(await permissions(ownersFriend, body.output.id)).toEqual({ can_edit: false, can_delete: false, can_pin: false });
  });
});

describe('the newsfeed', () => {
  it("holds one's own, friends' and followings' posts that the member may see, newest first", async () => {
    const [me, friend, idol, stranger] = await Promise.all([member(), member(), member(), member()]);
    await befriend(me, friend);
    await me.call('POST', `/follows/${idol.id}`);
    const own = await write(me, 'own', 'only_me');
    const friends = await write(friend, 'from a friend', 'friends');
    const idolPublic = await write(idol, 'from an idol', 'public');
    await write(idol, 'idol friends only', 'friends');
    await write(stranger, 'stranger public', 'public');
    await write(friend, 'friend private', 'only_me');
    await fannedOut(t);
    const { body } = await me.call('GET', '/social/feed');
    expect(body.output.items.map((post: { id: string }) => post.id)).toEqual([idolPublic.id, friends.id, own.id]);
    expect(body.output.next_cursor).toBeNull();
  });

  it('pages with a cursor and refuses a cursor it did not make', async () => {
    const me = await member();
    await me.call('POST', `/follows/${(await member()).id}`);
    const written = [];
    for (let i = 0; i < 5; i += 1) written.push((await write(me, `post ${i}`)).id);
    const first = await me.call('GET', '/social/feed?limit=2');
    const second = await me.call('GET', `/social/feed?limit=2&cursor=${first.body.output.next_cursor}`);
    const third = await me.call('GET', `/social/feed?limit=2&cursor=${second.body.output.next_cursor}`);
    const ids = [first, second, third].flatMap((page) => page.body.output.items.map((post: { id: string }) => post.id));
    expect(ids).toEqual(written.reverse());
    expect(third.body.output.next_cursor).toBeNull();
    expect((await me.call('GET', '/social/feed?cursor=bogus')).status).toBe(422);
    expect((await me.call('GET', '/social/feed?limit=1000')).status).toBe(422);
  });

  it('answers 422 to a crafted cursor whose keys PostgreSQL could not read, on the feed and the notifications', async () => {
    const me = await member();
    const cursorOf = (keys: string[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    const crafted = [
      ['not a time', id],
      ['2026-02-31 10:00:00+00', id],
      ['2026-11-24 25:00:00.123456+00', id],
      ['2026-11-24 10:00:00.123456+00', 'not an id'],
    ].map(cursorOf);
    for (const cursor of crafted) {
      for (const path of [`/social/feed?cursor=${cursor}`, `/notifications?cursor=${cursor}`]) {
        const { status, body } = await me.call('GET', path);
        expect({ path, status, cursor: body.extra?.message?.cursor }).toEqual({ path, status: 422, cursor: [errorsCopy.invalidCursor] });
      }
    }
    expect((await me.call('GET', `/social/feed?cursor=${cursorOf(['2026-11-24 10:00:00.123456+00', id])}`)).status).toBe(200);
  });

  it('the social-feed payload keeps its preload fields and carries the first page', async () => {
    const me = await member();
    await me.call('POST', `/follows/${(await member()).id}`);
    const post = await write(me, 'first page');
    const { body } = await me.call('GET', '/social/social-feed');
    expect(body.output).toMatchObject({ friends: [], friends_count: 0, followings_count: 1, followers_count: 0, next_cursor: null });
    expect(body.output.posts.map((item: { id: string }) => item.id)).toEqual([post.id]);
  });

  it("shows a member with no friend and no following the network's public posts, until they have a circle", async () => {
    const [newcomer, writer] = await Promise.all([member(), member()]);
    const hidden = await write(writer, 'for friends only', 'friends');
    const shown = await write(writer, 'for everyone', 'public');
    const own = await write(newcomer, 'my first post', 'only_me');
    const discovered = (await newcomer.call('GET', '/social/feed?limit=100')).body.output.items.map((post: { id: string }) => post.id);
    expect(discovered.slice(0, 2)).toEqual([own.id, shown.id]);
    expect(discovered).not.toContain(hidden.id);

    const followed = await member();
    await newcomer.call('POST', `/follows/${followed.id}`);
    const theirs = await write(followed, 'from the one I follow', 'public');
    await fannedOut(t);
    const circle = (await newcomer.call('GET', '/social/feed?limit=100')).body.output.items.map((post: { id: string }) => post.id);
    expect(circle).toEqual([theirs.id, own.id]);
  });
});
