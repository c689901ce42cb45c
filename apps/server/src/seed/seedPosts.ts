import { reactionKinds, type ReactionKind } from '@meshwork/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { comments, friendships, members, pollOptions, polls, pollVotes, postReactions, posts } from '../db/schema/index.js';
import { demoMembers, type DemoUsername } from './demoMembers.js';
import { demoComments, demoPosts, demoQuotes, demoReplies } from './demoPosts.js';
import { renderScene } from './demoScenes.js';
import { pick, seededRandom, type Random } from './random.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The posts' image pipeline (`PostImages` of the posts module), as the seed uses it. */
export interface PostImagePipeline {
  upload(uploaderId: string, input: Buffer): Promise<{ id: string }>;
  attach(tx: Tx, uploaderId: string, postId: string, images: Array<{ id: string; alt: string }>): Promise<void>;
}

const hour = 60 * 60 * 1000;
/** How far back the demo network's life goes. */
const span = 21 * 24 * hour;
const shareCount = 6;
// Mostly likes, as everywhere.
const reactionWeights: Record<ReactionKind, number> = { like: 10, love: 5, haha: 2, wow: 3, sad: 0.5, angry: 0.3 };

function weightedKind(random: Random): ReactionKind {
  const total = reactionKinds.reduce((sum, kind) => sum + reactionWeights[kind], 0);
  let roll = random() * total;
  for (const kind of reactionKinds) if ((roll -= reactionWeights[kind]) < 0) return kind;
  return 'like';
}

const shuffled = <T>(random: Random, items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

/** Up to `most` of the items, a random number of them, in a random order. */
const someOf = <T>(random: Random, items: readonly T[], most: number): T[] =>
  shuffled(random, items).slice(0, Math.floor(random() * (most + 1)));

/**
 * Three weeks of life for the demo network: posts with pictures (through the posts' image pipeline,
 * so they have their WebP sizes and placeholders like uploads), comments and replies, reactions,
 * shares with quotes and polls, open and ended. Runs once: nothing happens when the demo members
 * are missing or have posted already. Answers whether it wrote anything.
 */
export async function seedDemoPosts(db: Db, postImages: PostImagePipeline, now = Date.now()): Promise<boolean> {
  const usernames = demoMembers.map((member) => member.username);
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.username, usernames));
  if (rows.length !== usernames.length) return false;
  const idOf = new Map(rows.map((row) => [row.username as DemoUsername, row.id]));
  const id = (username: DemoUsername) => idOf.get(username)!;
  const [anyPost] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(inArray(posts.authorId, [...idOf.values()]))
    .limit(1);
  if (anyPost) return false;

  const random = seededRandom(2026);
  const friendRows = await db
    .select({ a: friendships.requesterId, b: friendships.addresseeId, status: friendships.status })
    .from(friendships)
    .where(inArray(friendships.requesterId, [...idOf.values()]));
  const friendsOf = (memberId: string) =>
    friendRows
      .filter((row) => row.status === 'accepted' && (row.a === memberId || row.b === memberId))
      .map((row) => (row.a === memberId ? row.b : row.a));
  const everyone = [...idOf.values()];

  // The pictures first, through the pipeline every upload takes (it keeps its own rows and files).
  const uploads = await Promise.all(
    demoPosts.map((post) =>
      Promise.all(
        (post.images ?? []).map(async (image) => (await postImages.upload(id(post.author), await renderScene(image.scene, random))).id),
      ),
    ),
  );

  await db.transaction(async (tx) => {
    const written: Array<{ id: string; authorId: string; createdAt: Date; audience: string[]; public: boolean }> = [];
    for (const [index, post] of demoPosts.entries()) {
      const authorId = id(post.author);
      // Spread evenly over the three weeks, a little off the hour, the newest a couple of hours ago.
      const createdAt = new Date(now - span * (1 - index / demoPosts.length) + random() * 3 * hour);
      const visibility = post.visibility ?? 'public';
      const [row] = await tx.insert(posts).values({ authorId, text: post.text, visibility, createdAt }).returning({ id: posts.id });
      await postImages.attach(
        tx,
        authorId,
        row!.id,
        uploads[index]!.map((imageId, position) => ({ id: imageId, alt: post.images![position]!.alt })),
      );
      const audience = (visibility === 'public' ? everyone : friendsOf(authorId)).filter((memberId) => memberId !== authorId);
      written.push({ id: row!.id, authorId, createdAt, audience, public: visibility === 'public' });
      if (post.poll) {
        const closesAt = new Date(now + post.poll.closesInHours * hour);
        await tx.insert(polls).values({ postId: row!.id, closesAt });
        const options = await tx
          .insert(pollOptions)
          .values(post.poll.options.map((text, position) => ({ postId: row!.id, position, text })))
          .returning({ id: pollOptions.id });
        // Ava, the first demo login, leaves the open polls for herself to vote in.
        const voters = someOf(random, audience, audience.length).filter((voter) => post.poll!.closesInHours < 0 || voter !== id('ava'));
        if (voters.length > 0)
          await tx.insert(pollVotes).values(voters.map((memberId) => ({ postId: row!.id, memberId, optionId: pick(random, options).id })));
      }
    }

    // Shares of public posts with pictures, with a quote, some hours after the original.
    const shareable = written.filter((post, index) => post.public && uploads[index]!.length > 0);
    for (const original of shuffled(random, shareable).slice(0, shareCount)) {
      const sharerId = pick(random, original.audience);
      const createdAt = new Date(Math.min(now - hour, original.createdAt.getTime() + (2 + random() * 40) * hour));
      const [row] = await tx
        .insert(posts)
        .values({ authorId: sharerId, text: pick(random, demoQuotes), visibility: 'public', sharedPostId: original.id, createdAt })
        .returning({ id: posts.id });
      written.push({
        id: row!.id,
        authorId: sharerId,
        createdAt,
        audience: everyone.filter((memberId) => memberId !== sharerId),
        public: true,
      });
    }

    for (const post of written) {
      const later = (hours: number) => new Date(Math.min(now, post.createdAt.getTime() + hours * hour));
      const reactors = someOf(random, post.audience, 9);
      if (reactors.length > 0)
        await tx
          .insert(postReactions)
          .values(reactors.map((memberId) => ({ postId: post.id, memberId, kind: weightedKind(random), createdAt: later(random() * 30) })));
      for (const commenterId of someOf(random, post.audience, 4)) {
        const commentedAt = later(random() * 20);
        const [comment] = await tx
          .insert(comments)
          .values({ postId: post.id, authorId: commenterId, text: pick(random, demoComments), createdAt: commentedAt })
          .returning({ id: comments.id });
        // The post's author often answers.
        if (random() < 0.5)
          await tx.insert(comments).values({
            postId: post.id,
            parentId: comment!.id,
            authorId: post.authorId,
            text: pick(random, demoReplies),
            createdAt: new Date(Math.min(now, commentedAt.getTime() + random() * 6 * hour)),
          });
      }
    }
    // The posts reach the home timelines as migration 0019 fills those of an existing network.
    await tx.execute(sql`select backfill_home_timelines(800, 1000)`);
  });
  return true;
}
