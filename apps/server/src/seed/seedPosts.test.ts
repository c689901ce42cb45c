import { count, gt, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { PostImages } from '../modules/posts/images.js';
import { comments, pollVotes, polls, postImages, postReactions, posts } from '../db/schema/index.js';
import { demoPosts } from './demoPosts.js';
import { seedDemoNetwork } from './seed.js';
import { demoPassword } from './demoMembers.js';
import { seedDemoPosts } from './seedPosts.js';

let t: TestApp;
let images: PostImages;
beforeAll(async () => {
  t = await startTestApp();
  images = new PostImages(t.app.database.db, t.app.storage, t.app.mediaLinks);
});
afterAll(() => t.close());

const countOf = async (table: PgTable, where?: SQL) => {
  const [row] = await t.app.database.db.select({ value: count() }).from(table).where(where);
  return row!.value;
};

async function counts() {
  return {
    posts: await countOf(posts, isNull(posts.sharedPostId)),
    shares: await countOf(posts, isNotNull(posts.sharedPostId)),
    images: await countOf(postImages, isNotNull(postImages.postId)),
    unattachedImages: await countOf(postImages, isNull(postImages.postId)),
    comments: await countOf(comments, isNull(comments.parentId)),
    replies: await countOf(comments, isNotNull(comments.parentId)),
    reactions: await countOf(postReactions),
    openPolls: await countOf(polls, gt(polls.closesAt, new Date())),
    endedPolls: await countOf(polls, lt(polls.closesAt, new Date())),
    votes: await countOf(pollVotes),
  };
}

describe('the demo posts', () => {
  it('give the demo network three weeks of posts with pictures, comments, replies, reactions, shares and polls, once', async () => {
    expect(await seedDemoPosts(t.app.database.db, images)).toBe(false); // no demo network yet
    await seedDemoNetwork(t.app.database.db, t.app.storage);
    expect(await seedDemoPosts(t.app.database.db, images)).toBe(true);

    const seeded = await counts();
    expect(seeded).toMatchObject({
      posts: demoPosts.length,
      shares: 6,
      images: demoPosts.reduce((sum, post) => sum + (post.images?.length ?? 0), 0),
      unattachedImages: 0,
      openPolls: demoPosts.filter((post) => post.poll && post.poll.closesInHours > 0).length,
      endedPolls: demoPosts.filter((post) => post.poll && post.poll.closesInHours < 0).length,
    });
    for (const kind of ['comments', 'replies', 'reactions', 'votes'] as const) expect(seeded[kind]).toBeGreaterThan(0);
    const [span] = await t.app.database.db.select({ oldest: posts.createdAt }).from(posts).orderBy(posts.createdAt).limit(1);
    expect(Date.now() - span!.oldest.getTime()).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);

    // Seeding again changes nothing.
    expect(await seedDemoPosts(t.app.database.db, images)).toBe(false);
    expect(await counts()).toEqual(seeded);

    // The pictures went through the upload pipeline: WebP sizes and a placeholder, served to a viewer.
    const ava = await loginAs(t, 'ava', demoPassword);
    const { body } = await t.request('GET', '/api/social/feed?limit=50', { token: ava.token });
    // The demo posts reached the home timelines: Ava's feed holds her circle's posts, not only her own.
    expect(
      (body.output.items as Array<{ author: { user_id: string } }>).filter((post) => post.author.user_id !== ava.user_id).length,
    ).toBeGreaterThan(10);
    const withImages = (body.output.items as Array<{ images: Array<{ id: string; placeholder: string; width: number }> }>).find(
      (post) => post.images.length > 0,
    )!;
    expect(withImages.images[0]!.placeholder).not.toBe('');
    const bytes = await fetch(`${t.baseUrl}/api/post-images/${withImages.images[0]!.id}/small?token=${ava.token}`);
    expect(bytes.status).toBe(200);
    expect((await sharp(Buffer.from(await bytes.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('fill the first newsfeed of a member who has just joined', async () => {
    const newcomer = await signedInMember(t);
    const { status, body } = await newcomer.call('GET', '/social/social-feed');
    expect(status).toBe(200);
    expect(body.output.posts.length).toBeGreaterThanOrEqual(10);
    expect(body.output.posts.every((post: { visibility: string }) => post.visibility === 'public')).toBe(true);
  });
});
