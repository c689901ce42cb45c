import type { Hashtag, Page, Post } from '@meshwork/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posts } from '../../db/schema/posts.js';
import { cursorKeys } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import { hashtagsStartingWith } from './hashtagsStartingWith.js';
import { members } from '../users/index.js';
import { listedTo } from './listedPosts.js';
import { postColumns, timelineOwners } from './postColumns.js';
import type { PostsService } from './service.js';

/**
 * Full-text search of posts (the generated `search` column, migration 0009's `post_search`
 * configuration) ranked by ts_rank, and hashtags by their start; both only over posts the viewer
 * may see.
 */
export class PostSearch {
  constructor(
    private readonly db: Db,
    private readonly service: PostsService,
  ) {}

  async posts(viewerId: string, text: string, query: { cursor?: string; limit?: number }): Promise<Page<Post>> {
    const limit = pageSize(query.limit);
    // websearch_to_tsquery reads any text as words, quotes and `-` exclusions: never a syntax error.
    const words = sql`websearch_to_tsquery('public.post_search'::regconfig, ${text})`;
    const rank = sql`ts_rank(${posts.search}, ${words})`;
    // The last rank as PostgreSQL printed it, then the post's id.
    const after = decodeCursor(query.cursor, [cursorKeys.rank, cursorKeys.uuid]);
    const rows = await this.db
      .select({ ...postColumns, rank: sql<string>`${rank}::text` })
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId))
      .where(
        and(
          sql`${posts.search} @@ ${words}`,
          listedTo(viewerId),
          after ? sql`(${rank}, ${posts.id}) < (${after[0]}::real, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(rank), desc(posts.id))
      .limit(limit + 1);
    const presented = new Map((await this.service.present(viewerId, rows.slice(0, limit))).map((post) => [post.id, post]));
    return toPage(
      rows,
      limit,
      (row) => [row.rank, row.post.id],
      (row) => presented.get(row.post.id)!,
    );
  }

  /** Hashtags starting with the text, most used first, counting only posts the viewer may see. */
  async hashtags(viewerId: string, prefix: string, limit: number): Promise<Hashtag[]> {
    const rows = await hashtagsStartingWith(this.db, viewerId, prefix, limit);
    return rows.map((row) => ({ tag: row.tag, posts_count: row.postsCount }));
  }
}
