import { reactionKinds, type Post, type ReactionKind } from '@meshwork/contracts';
import type { App } from '../app.js';
import { backdated } from '../clock/clock.js';
import { postInteractionsOf, postsOf } from '../modules/posts/index.js';
import { demoFriendships, demoMembers, type DemoUsername } from './demoMembers.js';
import { demoComments, demoPosts, demoQuotes, demoReplies } from './demoPosts.js';
import { renderScene } from './demoScenes.js';
import { hour, span } from './demoTime.js';
import { pick, seededRandom, type Random } from './random.js';
import type { DemoIds } from './seedMembers.js';

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

const everyone = demoMembers.map((member) => member.username);
const friendsOf = (username: DemoUsername) => demoFriendships.flatMap(([a, b]) => (a === username ? [b] : b === username ? [a] : []));

/** A written post: who may see it, and when it was written. */
interface Written {
  post: Post;
  author: DemoUsername;
  at: number;
  audience: DemoUsername[];
}

/** Something a member does, at the time it is meant to have happened. */
interface Deed {
  at: number;
  act(): Promise<unknown>;
}

/**
 * Three weeks of life for the demo network, through the posts module as members do it: posts with
 * pictures (the upload pipeline), polls, shares with quotes, then for each post its reactions,
 * comments with the author's answers, votes and saves, at the times they are meant to have
 * happened. Hashtags, mentions, activity, home timelines and notifications follow as they do live.
 */
export async function seedPosts(app: App, id: DemoIds, now: number): Promise<void> {
  const posts = postsOf(app);
  const interactions = postInteractionsOf(app);
  const random = seededRandom(2026);
  const write = (author: DemoUsername, at: number, input: Parameters<typeof posts.create>[1]) =>
    backdated(new Date(at), () => posts.create(id(author), input));

  // The pictures first, all at once: the pipeline's work runs on sharp's own threads.
  const uploads = await Promise.all(
    demoPosts.map((post) =>
      Promise.all(
        (post.images ?? []).map(async (image) => {
          const { id: imageId } = await interactions.uploadImage(id(post.author), await renderScene(image.scene, random));
          return { id: imageId, alt: image.alt };
        }),
      ),
    ),
  );

  // Side by side: each post carries its own time.
  const written: Written[] = await Promise.all(
    demoPosts.map(async (post, index) => {
      // Spread evenly over the three weeks, a little off the hour, the newest a couple of hours ago.
      const at = now - span * (1 - index / demoPosts.length) + random() * 3 * hour;
      const visibility = post.visibility ?? 'public';
      const poll = post.poll && { options: post.poll.options, duration_minutes: post.poll.hours * 60 };
      const audience = (visibility === 'public' ? everyone : friendsOf(post.author)).filter((member) => member !== post.author);
      return {
        post: await write(post.author, at, { text: post.text, visibility, images: uploads[index]!, poll }),
        author: post.author,
        at,
        audience,
      };
    }),
  );
  // Shares of public posts with pictures, with a quote, some hours after the original.
  const shareable = written.filter(({ post }) => post.visibility === 'public' && post.images.length > 0);
  const shares = shuffled(random, shareable)
    .slice(0, shareCount)
    .map(async (original) => {
      const sharer = pick(random, original.audience);
      const at = Math.min(now - hour, original.at + (2 + random() * 40) * hour);
      const input = { text: pick(random, demoQuotes), visibility: 'public' as const, images: [], sharedPostId: original.post.id };
      return { post: await write(sharer, at, input), author: sharer, at, audience: everyone.filter((member) => member !== sharer) };
    });
  written.push(...(await Promise.all(shares)));

  // Each post's engagement in its order; the posts' side by side.
  const deedsOf = ({ post, author, audience, at: postedAt }: Written): Deed[] => {
    const later = (hours: number) => Math.min(now, postedAt + hours * hour);
    const deeds: Deed[] = someOf(random, audience, 9).map((member) => {
      const kind = weightedKind(random);
      return { at: later(random() * 30), act: () => interactions.react(id(member), post.id, kind) };
    });
    for (const commenter of someOf(random, audience, 4)) {
      const [text, answered, answer, answeredAfter] = [pick(random, demoComments), random() < 0.5, pick(random, demoReplies), random() * 6];
      const at = later(random() * 20);
      deeds.push({
        at,
        act: async () => {
          const comment = await interactions.comment(id(commenter), post.id, { text });
          // The post's author often answers.
          if (answered)
            await backdated(new Date(Math.min(now, at + answeredAfter * hour)), () =>
              interactions.comment(id(author), post.id, { text: answer, parent_id: comment.id }),
            );
        },
      });
    }
    if (post.poll) {
      const closesAt = Date.parse(post.poll.closes_at);
      // Ava, the first demo login, leaves the open polls for herself to vote in.
      const voters = audience.filter((member) => closesAt < now || member !== 'ava');
      for (const voter of someOf(random, voters, voters.length)) {
        const option = pick(random, post.poll.options);
        deeds.push({
          at: Math.min(now, postedAt + random() * (closesAt - postedAt) * 0.8),
          act: () => interactions.vote(id(voter), post.id, option.id),
        });
      }
    }
    // Ava keeps a few favourites; the others save now and then.
    for (const saver of audience.filter((member) => random() < (member === 'ava' ? 0.3 : 0.05)))
      deeds.push({ at: later(random() * 12), act: () => interactions.save(id(saver), post.id) });
    return deeds;
  };
  const plans = written.map(deedsOf);
  await Promise.all(
    plans.map(async (deeds) => {
      for (const deed of deeds) await backdated(new Date(deed.at), () => deed.act());
    }),
  );
}
