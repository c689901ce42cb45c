import type { Federation } from '@fedify/fedify';
import type { Recipient } from '@fedify/vocab';
import type { Page, Person } from '@meshwork/contracts';
import { followsListedPublicly, type FriendsDirectory } from '../friends/index.js';
import type { PostsService } from '../posts/index.js';
import type { ActorMembers } from './actorMembers.js';
import type { RemoteFollowers } from './remoteFollowers.js';
import { apPaths } from './objects/objectUris.js';
import type { publicPosts } from './objects/publicPosts.js';

/** What the collections read of the social graph: counts, and the lists a stranger may open. */
export interface FollowLists {
  directory: Pick<FriendsDirectory, 'followCounts' | 'followers'>;
  followingOf(viewerId: null, memberId: string, page: { cursor?: string }): Promise<Page<Person>>;
}

/** What the outbox and featured read: a member's posts that may leave the server, and their count. */
export interface PublicPostLists {
  outbound: Pick<PostsService['outbound'], 'countOf'>;
  posts: ReturnType<typeof publicPosts>;
}

/**
 * Followers, following, outbox and featured of each actor. The follow lists name their members
 * (remote followers after local ones) only where Meshwork lists them to a stranger
 * (`followsListedPublicly`); otherwise they answer their count and no items. An unknown or hidden
 * member answers 404.
 */
export function setCollectionDispatchers(
  federation: Federation<void>,
  actors: ActorMembers,
  follows: FollowLists,
  remoteFollowers: RemoteFollowers,
  published: PublicPostLists,
): void {
  /** The member when their follow lists are public; `undefined` when hidden; `null` when no such actor. */
  const listedMember = async (identifier: string) => {
    const member = await actors.byId(identifier);
    if (!member) return null;
    return followsListedPublicly(member) ? member : undefined;
  };
  const countOf = async (identifier: string, side: 'followers' | 'followings') =>
    (await actors.byId(identifier)) ? (await follows.directory.followCounts(identifier))[side] : null;
  // Listed pages start at the empty cursor (our first page); unlisted ones have no pages at all.
  const firstCursor = async (_ctx: unknown, identifier: string) => ((await listedMember(identifier)) ? '' : null);

  federation
    .setFollowersDispatcher(apPaths.followers, async (ctx, identifier, cursor) => {
      const member = await listedMember(identifier);
      if (member === null) return null;
      // Only delivery asks without a cursor (the collection always has pages): the remote followers.
      if (cursor === null) return { items: await remoteFollowers.recipients(identifier) };
      if (member === undefined) return { items: [] };
      const remotePage = await remoteFollowers.collectionPage(identifier, cursor);
      if (remotePage) return remotePage;
      const page = await follows.directory.followers(null, identifier, { cursor });
      const items: Recipient[] = page.items.map((person) => ({
        id: ctx.getActorUri(person.user_id),
        inboxId: ctx.getInboxUri(person.user_id),
      }));
      return { items, nextCursor: page.next_cursor ?? (await remoteFollowers.firstPageCursor(identifier)) };
    })
    .setCounter(async (_ctx, identifier) => {
      const local = await countOf(identifier, 'followers');
      return local === null ? null : local + (await remoteFollowers.count(identifier));
    })
    // Pages for every actor, empty when unlisted, so that a request never reaches the delivery list.
    .setFirstCursor(async (_ctx, identifier) => ((await actors.byId(identifier)) ? '' : null));

  federation
    .setFollowingDispatcher('/ap/actors/{identifier}/following', async (ctx, identifier, cursor) => {
      const member = await listedMember(identifier);
      if (member === null) return null;
      if (member === undefined || cursor === null) return { items: [] };
      const page = await follows.followingOf(null, identifier, { cursor });
      return { items: page.items.map((person) => ctx.getActorUri(person.user_id)), nextCursor: page.next_cursor };
    })
    .setCounter((_ctx, identifier) => countOf(identifier, 'followings'))
    .setFirstCursor(firstCursor);

  // The outbox pages like the follow lists: the collection names its first page, each page the next.
  federation
    .setOutboxDispatcher('/ap/actors/{identifier}/outbox', async (_ctx, identifier, cursor) => {
      if (!(await actors.byId(identifier))) return null;
      if (cursor === null) return { items: [] };
      const page = await published.posts.outboxPage(identifier, { cursor });
      return { items: page.items, nextCursor: page.next_cursor };
    })
    .setCounter(async (_ctx, identifier) => ((await actors.byId(identifier)) ? published.outbound.countOf(identifier) : null))
    .setFirstCursor(async (_ctx, identifier) => ((await actors.byId(identifier)) ? '' : null));

  federation.setFeaturedDispatcher('/ap/actors/{identifier}/featured', async (_ctx, identifier) => {
    if (!(await actors.byId(identifier))) return null;
    const pinned = await published.posts.featured(identifier);
    return { items: pinned ? [pinned] : [] };
  });
}
