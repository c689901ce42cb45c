import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { fannedOut, merged } from '../../../test/jobHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { homeTimelineHorizons, homeTimelines, posts, wideAuthors } from '../../db/schema/index.js';

// Authors with more than 3 followers are wide: merged into feeds at read time, never fanned out.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', FEED_FAN_OUT_MAX_FOLLOWERS: '3' });
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, visibility: string, text = 'news') =>
  (await author.call('POST', '/posts', { text, visibility })).body.output.id as string;

/** The members whose home timeline holds the post. */
const deliveredTo = async (postId: string) =>
  (await t.app.database.db.select({ memberId: homeTimelines.memberId }).from(homeTimelines).where(eq(homeTimelines.postId, postId)))
    .map((row) => row.memberId)
    .sort();

const feedOf = async (viewer: SignedInMember, query = 'limit=100') =>
  (await viewer.call('GET', `/social/feed?${query}`)).body.output.items.map((post: { id: string }) => post.id) as string[];

/** Every page of the member's feed, in order. */
async function wholeFeedOf(viewer: SignedInMember, limit = 100) {
  const pages: string[][] = [];
  let cursor = '';
  do {
    const { body } = await viewer.call('GET', `/social/feed?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(body.output.items.map((post: { id: string }) => post.id));
    cursor = body.output.next_cursor ?? '';
  } while (cursor);
  return pages.flat();
}

/** An author with a friend, a follower who is not a friend, and a stranger. */
async function audience() {
  const [author, friend, follower, stranger] = await Promise.all([member(), member(), member(), member()]);
  await befriend(author, friend);
  await follower.call('POST', `/follows/${author.id}`);
  return { author, friend, follower, stranger };
}

describe('the fan-out of a new post', () => {
  it('delivers a public post to friends and followers, friends-only to friends alone, only-me to no one', async () => {
    const { author, friend, follower, stranger } = await audience();
    const [open, friendsOnly, onlyMe] = [await write(author, 'public'), await write(author, 'friends'), await write(author, 'only_me')];
    await fannedOut(t);
    expect(await deliveredTo(open)).toEqual([friend.id, follower.id].sort());
    expect(await deliveredTo(friendsOnly)).toEqual([friend.id]);
    expect(await deliveredTo(onlyMe)).toEqual([]);
    expect(await feedOf(friend)).toEqual([friendsOnly, open]);
    expect(await feedOf(follower)).toEqual([open]);
    expect(await feedOf(author)).toEqual([onlyMe, friendsOnly, open]);
    expect(await feedOf(stranger)).not.toContain(friendsOnly);
  });

  it('never crosses a block, and a block after delivery takes the post out of the feed', async () => {
    const { author, friend, follower } = await audience();
    await follower.call('POST', `/blocks/${author.id}`);
    const before = await write(author, 'public');
    await fannedOut(t);
    expect(await deliveredTo(before)).toEqual([friend.id]);

    await author.call('POST', `/blocks/${friend.id}`);
    expect(await feedOf(friend)).not.toContain(before);
  });

  it('leaves the feed of a member who unfollows or unfriends, though the timeline row stays', async () => {
    const { author, friend, follower } = await audience();
    // Both keep a circle of their own, so their feed is no newcomer's.
    const other = await member();
    await Promise.all([friend, follower].map((reader) => reader.call('POST', `/follows/${other.id}`)));
    const post = await write(author, 'public');
    await fannedOut(t);
    await follower.call('DELETE', `/follows/${author.id}`);
    await friend.call('DELETE', `/friends/${author.id}`);
    expect(await deliveredTo(post)).toEqual([friend.id, follower.id].sort());
    expect(await feedOf(follower)).not.toContain(post);
    expect(await feedOf(friend)).not.toContain(post);
  });

  it('leaves every feed once deleted, or once its visibility narrows; a wider visibility is delivered again', async () => {
    const { author, friend, follower } = await audience();
    const [deleted, narrowed, widened] = [await write(author, 'public'), await write(author, 'public'), await write(author, 'only_me')];
    await fannedOut(t);
    await author.call('DELETE', `/posts/${deleted}`);
    await author.call('PATCH', `/posts/${narrowed}`, { visibility: 'friends' });
    await author.call('PATCH', `/posts/${widened}`, { visibility: 'public' });
    await fannedOut(t);
    expect(await feedOf(friend)).toEqual([widened, narrowed]);
    expect(await feedOf(follower)).toEqual([widened]);
    expect(await deliveredTo(widened)).toEqual([friend.id, follower.id].sort());
  });
});

describe('an author entering a member’s circle', () => {
  it('brings the earlier public posts of a followed member into the feed, never their friends-only ones', async () => {
    const [author, reader] = await Promise.all([member(), member()]);
    const [open, friendsOnly, onlyMe] = [await write(author, 'public'), await write(author, 'friends'), await write(author, 'only_me')];
    await fannedOut(t);
    await reader.call('POST', `/follows/${author.id}`);
    await merged(t);
    expect(await deliveredTo(open)).toEqual([reader.id]);
    expect([...(await deliveredTo(friendsOnly)), ...(await deliveredTo(onlyMe))]).toEqual([]);
    expect(await feedOf(reader)).toEqual([open]);
  });

  it('brings each new friend’s earlier public and friends-only posts into the other’s feed', async () => {
    const [asker, accepter] = await Promise.all([member(), member()]);
    const [askersOpen, askersFriendsOnly] = [await write(asker, 'public'), await write(asker, 'friends')];
    const [acceptersOpen, acceptersFriendsOnly] = [await write(accepter, 'public'), await write(accepter, 'friends')];
    const acceptersOnlyMe = await write(accepter, 'only_me');
    await fannedOut(t);
    await befriend(asker, accepter);
    await merged(t);
    const all = [acceptersFriendsOnly, acceptersOpen, askersFriendsOnly, askersOpen];
    expect(await deliveredTo(acceptersOnlyMe)).toEqual([]);
    expect(await feedOf(asker)).toEqual(all);
    expect(await feedOf(accepter)).toEqual([acceptersOnlyMe, ...all]);
    for (const post of [askersOpen, askersFriendsOnly]) expect(await deliveredTo(post)).toEqual([accepter.id]);
    for (const post of [acceptersOpen, acceptersFriendsOnly]) expect(await deliveredTo(post)).toEqual([asker.id]);
  });

  it('copies an author’s newest 800 posts at most, the timeline’s horizon moving up to the oldest copied', async () => {
    const [author, reader] = await Promise.all([member(), member()]);
    const { db } = t.app.database;
    const start = Date.UTC(2026, 0, 1);
    const written = await db
      .insert(posts)
      .values(
        Array.from({ length: 801 }, (_, i) => ({
          authorId: author.id,
          text: `post ${i}`,
          visibility: 'public' as const,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: posts.id });
    await reader.call('POST', `/follows/${author.id}`);
    await merged(t);
    const timeline = await db.select().from(homeTimelines).where(eq(homeTimelines.memberId, reader.id));
    expect(timeline.map((row) => row.postId).sort()).toEqual(
      written
        .slice(1)
        .map((post) => post.id)
        .sort(),
    );
    const [horizon] = await db.select().from(homeTimelineHorizons).where(eq(homeTimelineHorizons.memberId, reader.id));
    expect(horizon?.reachesBackTo).toEqual(new Date(start + 60_000));
    expect(await wholeFeedOf(reader)).toEqual(written.map((post) => post.id).reverse());
  });
});

describe('wide authors', () => {
  it('are not fanned out once they have more followers than the limit, and are merged into feeds at read time', async () => {
    const [creator, friend, ...fans] = await Promise.all([member(), member(), member(), member(), member(), member()]);
    await befriend(creator, friend);
    for (const fan of fans) await fan.call('POST', `/follows/${creator.id}`);
    const earlier = await write(friend, 'public');
    const [open, friendsOnly] = [await write(creator, 'public'), await write(creator, 'friends')];
    await fannedOut(t);
    const [marked] = await t.app.database.db.select().from(wideAuthors).where(eq(wideAuthors.memberId, creator.id));
    expect(marked).toBeDefined();
    expect([...(await deliveredTo(open)), ...(await deliveredTo(friendsOnly))]).toEqual([]);
    expect(await feedOf(fans[0]!)).toEqual([open]);
    expect(await feedOf(friend)).toEqual([friendsOnly, open, earlier]);
    expect(await feedOf(creator)).toEqual([friendsOnly, open, earlier]);
  });
});

describe('the horizon of a timeline that does not hold the whole feed', () => {
  it('pages past it from the authors themselves, every post once and in order', async () => {
    const { author, friend } = await audience();
    const written = [];
    for (let i = 0; i < 6; i += 1) written.push(await write(author, 'public', `post ${i}`));
    await fannedOut(t);
    // The newest three stay in the timeline, as a backfill that kept three posts would leave it.
    const { db } = t.app.database;
    const rows = await db.select().from(homeTimelines).where(eq(homeTimelines.memberId, friend.id));
    const sorted = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    for (const row of sorted.slice(3)) {
      await db.delete(homeTimelines).where(and(eq(homeTimelines.memberId, friend.id), eq(homeTimelines.postId, row.postId)));
    }
    await db.insert(homeTimelineHorizons).values({ memberId: friend.id, reachesBackTo: sorted[2]!.createdAt });

    expect(await wholeFeedOf(friend, 2)).toEqual(written.reverse());
  });
});
