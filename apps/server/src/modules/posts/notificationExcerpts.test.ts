import { limits, type Notification } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.js';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { members } from '../users/index.js';
import { notificationExcerptShownTo } from './notificationExcerpts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, text: string) =>
  (await author.call('POST', '/posts', { text, visibility: 'friends' })).body.output.id as string;
/** The member's notifications of one kind. */
const noticesOf = async (recipient: SignedInMember, type: string) =>
  ((await recipient.call('GET', '/notifications')).body.output.items as Notification[]).filter((item) => item.type === type);
const excerptsOf = async (recipient: SignedInMember, type: string) => (await noticesOf(recipient, type)).map((item) => item.excerpt);
const idOf = async (recipient: SignedInMember, type: string) => (await noticesOf(recipient, type))[0]!.id;

/** An author and a friend who sees their posts. */
async function friends() {
  const [author, friend] = await Promise.all([member(), member()]);
  await befriend(author, friend);
  return { author, friend };
}

describe('excerpts of notifications', () => {
  it("quote the comment on one line, cut after the excerpt's length, and follow its edits", async () => {
    const { author, friend } = await friends();
    const postId = await write(author, 'A post');
    const long = `First line\n\n  of a comment ${'é'.repeat(200)}`;
    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: long })).body.output;
    const cut = `First line of a comment ${'é'.repeat(limits.notificationExcerptMaxLength - 24)}…`;
    expect(await excerptsOf(author, 'comment')).toEqual([cut]);

    await friend.call('PATCH', `/comments/${comment.id}`, { text: 'Short now' });
    expect(await excerptsOf(author, 'comment')).toEqual(['Short now']);
  });

  it("quote the post's current text for a reaction, and nothing once the comment is deleted", async () => {
    const { author, friend } = await friends();
    const postId = await write(author, 'Before');
    await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'haha' });
    await author.call('PATCH', `/posts/${postId}`, { text: 'After the edit' });
    expect(await excerptsOf(author, 'reaction')).toEqual(['After the edit']);

    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'Soon gone' })).body.output;
    await friend.call('DELETE', `/comments/${comment.id}`);
    expect(await excerptsOf(author, 'comment')).toEqual([]);
  });

  it('quote nothing to a member who may not see the post or the comment', async () => {
    const { author, friend } = await friends();
    const [stranger, blocker] = await Promise.all([member(), member()]);
    const postId = await write(author, 'Friends only');
    await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'wow' });
    const publicPostId = (await author.call('POST', '/posts', { text: 'For everyone', visibility: 'public' })).body.output.id;
    await friend.call('POST', `/posts/${publicPostId}/comments`, { text: 'A public comment' });
    await blocker.call('POST', `/blocks/${friend.id}`);
    const [reactionId, commentId] = [await idOf(author, 'reaction'), await idOf(author, 'comment')];
    /** The excerpt of the author's notification as another member would be quoted it. */
    const quotedTo = async (viewer: SignedInMember, notificationId: string) => {
      const [row] = await t.app.database.db
        .select({ excerpt: notificationExcerptShownTo(viewer.id, notifications.postId, notifications.commentId) })
        .from(notifications)
        // As the list reads it: with the actor, which qualifies every column.
        .innerJoin(members, eq(members.id, notifications.actorId))
        .where(eq(notifications.id, notificationId));
      return row!.excerpt;
    };
    expect(await quotedTo(friend, reactionId)).toBe('Friends only');
    expect(await quotedTo(stranger, reactionId)).toBeNull();
    expect(await quotedTo(stranger, commentId)).toBe('A public comment');
    // Across a block the comment's author is hidden, and so is their text (never the post's instead).
    expect(await quotedTo(blocker, commentId)).toBeNull();
  });
});
