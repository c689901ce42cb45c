import type { FediverseNote, FeedPage } from '@meshwork/contracts';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, encodeCursor, pageSize } from '../../http/pageCursor.js';
import type { PostsService } from '../posts/index.js';

type Keys = readonly [string, string];

/** A note of another server in the feed, with its keyset keys (`timestamptz::text`, id) in the members' posts' order. */
interface RemoteFeedRow {
  keys: Keys;
  note: FediverseNote;
}

/**
 * The notes of followed accounts of other servers that the viewer may see, newest first: older
 * than `after` (the page's cursor), not older than `until` (the last post of the page, when the
 * members' feed goes on), at most `take`. Provided by the federation module.
 */
export type RemoteFeedSource = (viewerId: string, window: { after?: Keys; until?: Keys; take: number }) => Promise<RemoteFeedRow[]>;

/** Remote notes are published to the millisecond; a post's `created_at` is printed to the millisecond too. */
const millisecondsOf = (printed: string) => Date.parse(printed.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));

/**
 * The newsfeed's pages (docs/federation.md, "The home feed"): the members' posts as the posts
 * module pages them, with the notes of followed remote accounts that fall within the same span.
 * Both lists share one keyset order, so a page holds whatever of either comes next: when more
 * remote notes than a page fall within the span, the page ends at the last one it takes, and its
 * older posts come on the next page.
 */
export class HomeFeed {
  private remote: RemoteFeedSource = async () => [];

  constructor(private readonly posts: PostsService) {}

  /** Set once, by the federation module. */
  useRemoteSource(source: RemoteFeedSource): void {
    this.remote = source;
  }

  async page(viewerId: string, query: { cursor?: string; limit?: number }): Promise<FeedPage> {
    const limit = pageSize(query.limit);
    const local = await this.posts.feed(viewerId, query);
    const after = decodeCursor(query.cursor, timestampAndId);
    const until = local.next_cursor ? decodeCursor(local.next_cursor, timestampAndId) : undefined;
    const remote = await this.remote(viewerId, { after, until, take: limit + 1 });
    if (remote.length <= limit) return { ...local, remote_posts: remote.map((row) => row.note) };
    const kept = remote.slice(0, limit);
    const last = kept.at(-1)!.keys;
    const end = millisecondsOf(last[0]);
    return {
      items: local.items.filter((post) => Date.parse(post.created_at) >= end),
      remote_posts: kept.map((row) => row.note),
      next_cursor: encodeCursor([...last]),
    };
  }
}
