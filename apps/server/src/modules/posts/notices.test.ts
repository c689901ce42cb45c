import { notificationPhraseOf, userChannelOf, type Notification } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { memberWithSession, signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { MentionBudget } from '../notifications/mentionBudget.js';
import { NotificationPreferences } from '../notifications/preferences.js';
import { NotificationService } from '../notifications/service.js';
import { realtimeKeys, realtimeOf } from '../realtime/testing/realtimeTesting.js';
import { postsOf } from './index.js';
import { PostNotices } from './notices.js';
import { PollEndings } from './pollEndings.js';
import { PostTags } from './postTags.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, body: Record<string, unknown>) =>
  (await author.call('POST', '/posts', { visibility: 'friends', ...body })).body.output.id as string;
/** The member's notifications as [type, actor, post, comment]. */
const noticesOf = async (recipient: SignedInMember) =>
  ((await recipient.call('GET', '/notifications')).body.output.items as any[])
    .filter((item) => item.post_id !== null)
    .map((item) => [item.type, item.actor.user_id, item.post_id, item.comment_id]);

describe('notifications of posts', () => {
  it('tell the author of a comment and a reaction, and the commenter of a reply, each naming the post and the comment', async () => {
    const [author, friend, other] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    await befriend(author, other);
    const postId = await write(author, { text: 'hello' });
    const comment = (await friend.call('POST', `/posts/${postId}/comments`, { text: 'nice' })).body.output;
    await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'love' });
    const reply = (await other.call('POST', `/posts/${postId}/comments`, { text: 'agreed', parent_id: comment.id })).body.output;
    expect(await noticesOf(author)).toEqual([
      ['comment', other.id, postId, reply.id],
      ['reaction', friend.id, postId, null],
      ['comment', friend.id, postId, comment.id],
    ]);
    expect(await noticesOf(friend)).toEqual([['reply', other.id, postId, reply.id]]);
    // One's own comment, reaction or reply tells nobody of it.
    await author.call('POST', `/posts/${postId}/comments`, { text: 'thanks', parent_id: comment.id });
    await author.call('PUT', `/posts/${postId}/reaction`, { kind: 'like' });
    expect((await noticesOf(author))[0]![1]).toBe(other.id);
  });

  it('tell mentioned members who may see the post, in posts and comments, never the author nor the unseeing', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const text = `hi @${friend.member.username} and @${stranger.member.username.toUpperCase()} and @${author.member.username}`;
    const postId = await write(author, { text });
    expect(await noticesOf(friend)).toEqual([['mention', author.id, postId, null]]);
    expect(await noticesOf(stranger)).toEqual([]);
    expect(await noticesOf(author)).toEqual([]);
    // A public post reaches the stranger; an edit that mentions them again tells nobody twice.
    const open = await write(author, { text, visibility: 'public' });
    await author.call('PATCH', `/posts/${open}`, { text: `${text} again` });
    expect(await noticesOf(stranger)).toEqual([['mention', author.id, open, null]]);
    const comment = (await friend.call('POST', `/posts/${open}/comments`, { text: `@${stranger.member.username} look` })).body.output;
    expect((await noticesOf(stranger))[0]).toEqual(['mention', friend.id, open, comment.id]);
  });

  it('tell the author of a share, never across a block', async () => {
    const [author, sharer, blocked] = await Promise.all([member(), member(), member()]);
    const postId = await write(author, { text: 'worth passing on', visibility: 'public' });
    const share = await write(sharer, { text: 'look', shared_post_id: postId, visibility: 'public' });
    expect(await noticesOf(author)).toEqual([['share', sharer.id, share, null]]);
    await author.call('POST', `/blocks/${blocked.id}`);
    const comment = `@${author.member.username} hello`;
    await write(blocked, { text: comment, visibility: 'public' });
    expect(await noticesOf(author)).toHaveLength(1);
  });

  it('tell a member once when a friend writes on their timeline, and not at all with the kind switched off', async () => {
    const [owner, friend] = await Promise.all([member(), member()]);
    await befriend(owner, friend);
    const postId = await write(friend, { text: `happy birthday @${owner.member.username}`, timeline_owner_id: owner.id });
    expect(await noticesOf(owner)).toEqual([['timeline_post', friend.id, postId, null]]);
    // Writing on one's own timeline is an ordinary post.
    await write(owner, { text: 'thanks all', timeline_owner_id: owner.id });
    expect(await noticesOf(owner)).toHaveLength(1);
    await owner.call('PUT', '/notifications/preferences', { preferences: [{ type: 'timeline_post', enabled: false }] });
    await write(friend, { text: 'one more', timeline_owner_id: owner.id });
    expect(await noticesOf(owner)).toHaveLength(1);
  });

  it('are not created when their kind is switched off', async () => {
    const [author, friend] = await Promise.all([member(), member()]);
    await befriend(author, friend);
    const kinds = ['comment', 'reaction', 'mention', 'share', 'reply', 'poll_ended'];
    await author.call('PUT', '/notifications/preferences', { preferences: kinds.map((type) => ({ type, enabled: false })) });
    const postId = await write(author, { text: 'quiet please', visibility: 'public' });
    await friend.call('POST', `/posts/${postId}/comments`, { text: `@${author.member.username}` });
    await friend.call('PUT', `/posts/${postId}/reaction`, { kind: 'sad' });
    await write(friend, { text: '', shared_post_id: postId });
    expect(await noticesOf(author)).toEqual([]);
  });

  it('leave the list when the post is no longer shown to the recipient, and come back with it', async () => {
    const [author, friend] = await Promise.all([member(), member()]);
    await befriend(author, friend);
    const postId = await write(author, { text: `for @${friend.member.username}` });
    expect(await noticesOf(friend)).toHaveLength(1);
    await author.call('PATCH', `/posts/${postId}`, { visibility: 'only_me' });
    expect(await noticesOf(friend)).toEqual([]);
    expect((await friend.call('GET', '/notifications/unread-count')).body.output.unread_count).toBe(0);
    await author.call('PATCH', `/posts/${postId}`, { visibility: 'friends' });
    expect(await noticesOf(friend)).toHaveLength(1);
  });
});

describe('mentions from one member', () => {
  // Straight through the service: the notices are the same, and the posts route's own limit per minute stays out of the way.
  const writeMentioning = (author: SignedInMember, names: SignedInMember[]) =>
    postsOf(t.app).create(author.id, { text: names.map((name) => `@${name.member.username}`).join(' '), visibility: 'public', images: [] });
  // Past its first days, so the instance's caps of new accounts stay out of the way too.
  const seasoned = () => signedInMember(t, { createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
  const mentionsFrom = async (sender: SignedInMember) =>
    (
      await t.app.database.pool.query<{ recipient_id: string; post_id: string | null; aggregated_count: number | null }>(
        "select recipient_id, post_id, aggregated_count from notifications where actor_id = $1 and type = 'mention' order by created_at",
        [sender.id],
      )
    ).rows;

  it('reach a recipient as the budget allows, then add up in one notification that says how many; others still reach them', async () => {
    const [sender, recipient, other] = await Promise.all([seasoned(), member(), seasoned()]);
    for (let post = 0; post < 50; post++) await writeMentioning(sender, [recipient]);
    const { items } = (await recipient.call('GET', '/notifications?limit=50')).body.output as { items: Notification[] };
    const own = items.filter((item) => item.aggregated_count === null);
    const added = items.filter((item) => item.aggregated_count !== null);
    expect(own).toHaveLength(serverLimits.mentionNoticesPerRecipientPerHour);
    expect(added).toEqual([
      expect.objectContaining({ type: 'mention', post_id: null, aggregated_count: 50 - serverLimits.mentionNoticesPerRecipientPerHour }),
    ]);
    expect(notificationPhraseOf(added[0]!)).toBe(`mentioned you ${50 - serverLimits.mentionNoticesPerRecipientPerHour} times more`);
    expect((await recipient.call('GET', '/notifications/unread-count')).body.output.unread_count).toBe(
      serverLimits.mentionNoticesPerRecipientPerHour + 1,
    );
    // Live, too: one event per notification, none per mention added up.
    const history = await memberCalls(realtimeOf(t), recipient).request(
      'GET',
      `/v3/history/sub-key/${realtimeKeys.subscribeKey}/channel/${userChannelOf(recipient.id)}?max=100`,
    );
    expect(history.body.channels[userChannelOf(recipient.id)]).toHaveLength(serverLimits.mentionNoticesPerRecipientPerHour + 1);

    await writeMentioning(other, [recipient]);
    expect(await noticesOf(recipient)).toContainEqual(['mention', other.id, expect.any(String), null]);
  });

  it('reach everyone within the sender’s ceiling an hour, then add up for each recipient', async () => {
    const sender = await seasoned();
    const named = await Promise.all(Array.from({ length: 30 }, () => memberWithSession(t)));
    await writeMentioning(sender, named);
    await writeMentioning(sender, named);
    const mentions = await mentionsFrom(sender);
    expect(mentions.filter((row) => row.aggregated_count === null)).toHaveLength(serverLimits.mentionNoticesPerSenderPerHour);
    expect(mentions.filter((row) => row.aggregated_count === 1)).toHaveLength(60 - serverLimits.mentionNoticesPerSenderPerHour);
  });
});

describe('the end of a poll', () => {
  const endings = () => {
    const db = t.app.database.db;
    const notifications = new NotificationService(db, new NotificationPreferences(db), new MentionBudget({ prefix: 'poll-test' }));
    const notices = new PostNotices(db, new PostTags(), notifications);
    const queue = { define: () => undefined, add: () => Promise.reject(new Error('no job is queued here')), remove: async () => undefined };
    return new PollEndings(db, queue, notices);
  };
  const pollPost = (author: SignedInMember) =>
    write(author, { text: 'tea or coffee?', visibility: 'public', poll: { options: ['tea', 'coffee'], duration_minutes: 5 } });
  const jobOf = async (postId: string) =>
    (await t.app.database.pool.query('select run_at from graphile_worker.jobs where key = $1', [`poll-ended:${postId}`])).rows;

  it('is a job due when the poll closes, which tells the author and the voters once', async () => {
    const [author, voter] = await Promise.all([member(), member()]);
    const postId = await pollPost(author);
    const poll = (await author.call('GET', `/posts/${postId}`)).body.output.poll;
    expect((await jobOf(postId))[0].run_at.toISOString()).toBe(poll.closes_at);
    await voter.call('POST', `/posts/${postId}/poll/vote`, { option_id: poll.options[0].id });
    expect(await endings().end(postId)).toBe(false); // not yet closed
    const later = new Date(Date.parse(poll.closes_at) + 1000);
    expect(await endings().end(postId, later)).toBe(true);
    expect(await endings().end(postId, later)).toBe(false);
    expect(await noticesOf(voter)).toEqual([['poll_ended', author.id, postId, null]]);
    expect(await noticesOf(author)).toEqual([['poll_ended', author.id, postId, null]]);
  });

  it('is cancelled when the post is deleted', async () => {
    const author = await member();
    const postId = await pollPost(author);
    expect(await jobOf(postId)).toHaveLength(1);
    await author.call('DELETE', `/posts/${postId}`);
    expect(await jobOf(postId)).toEqual([]);
    expect(await endings().end(postId, new Date(Date.now() + 3_600_000))).toBe(false);
  });
});
