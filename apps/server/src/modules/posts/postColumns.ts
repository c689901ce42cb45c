import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { timestampKey } from '../../db/keyset.js';
import { posts } from '../../db/schema/posts.js';
import { members, personColumns } from '../users/index.js';

/** The member on whose timeline a post was written, joined beside its author. */
export const timelineOwners = alias(members, 'timeline_owner');

/** What every list and page of posts selects: the post, its author, its timeline owner, and its key for paging. */
export const postColumns = {
  post: {
    id: posts.id,
    text: posts.text,
    visibility: posts.visibility,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
    sharedPostId: posts.sharedPostId,
    pinnedAt: posts.pinnedAt,
    contentWarning: posts.contentWarning,
    sensitive: posts.sensitive,
  },
  author: personColumns,
  timelineOwner: {
    id: timelineOwners.id,
    fullname: timelineOwners.fullname,
    nickname: timelineOwners.nickname,
    username: timelineOwners.username,
    userImage: timelineOwners.userImage,
    colour: timelineOwners.colour,
    isCreator: timelineOwners.isCreator,
  },
  key: timestampKey(posts.createdAt),
};

/** Posts with their authors and timeline owners, for every list and page. */
export const postsWithPeople = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .leftJoin(timelineOwners, eq(timelineOwners.id, posts.timelineOwnerId));
