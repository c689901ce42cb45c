import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../test/graphHelpers.js';
import { signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { imagesOf } from '../modules/posts/images.js';
import { postColumns, timelineOwners } from '../modules/posts/postColumns.js';
import { engagementColumns } from '../modules/posts/postEngagement.js';
import { members } from '../modules/users/index.js';
import { prepareSelect } from './preparedSelect.js';
import { posts } from './schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('a prepared select with its own row mapper', () => {
  it("maps the feed's columns as drizzle's own prepared statement does", async () => {
    const [author, friend] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await befriend(author, friend);
    const own = (await author.call('POST', '/posts', { text: 'on my own timeline', visibility: 'public' })).body.output.id;
    await friend.call('POST', '/posts', { text: 'on a friend’s timeline', visibility: 'friends', timeline_owner_id: author.id });
    await friend.call('PUT', `/posts/${own}/reaction`, { kind: 'love' });
    await friend.call('POST', `/posts/${own}/comments`, { text: 'Nice' });
    await friend.call('PUT', `/favourites/${own}`);
    await author.call('PATCH', `/posts/${own}`, { text: 'on my own timeline, edited' });

    const { db } = t.app.database;
    const viewer = sql.placeholder('viewer');
    const selection = { ...postColumns, engagement: engagementColumns(viewer, sql`${posts.id}`), images: imagesOf(sql`${posts.id}`) };
    const query = db
      .select(selection)
      .from(posts)
      .innerJoin(members, eq(members.id, posts.authorId))
      .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId))
      .where(sql`${posts.authorId} in (${author.id}, ${friend.id})`)
      .orderBy(posts.createdAt);
    const mapped = await prepareSelect(db, 'mapped_by_hand', query, selection, ['timelineOwner']).execute({ viewer: friend.id });
    const byDrizzle = await query.prepare('mapped_by_drizzle').execute({ viewer: friend.id });

    expect(mapped).toEqual(byDrizzle);
    expect(mapped.map((row) => row.timelineOwner?.id ?? null)).toEqual([null, author.id]);
    expect(mapped[0]!.post.editedAt).toBeInstanceOf(Date);
    expect(mapped[0]!.engagement).toMatchObject({ commentsCount: 1, saved: true, hasPoll: false });
  });
});
