import { directChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, memberWithSession, signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { befriend } from '../../../test/graphHelpers.js';
import { jobsSettled } from '../../../test/jobHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { realtimeOf } from '../realtime/testing/realtimeTesting.js';

let t: TestApp;
let moderator: SignedInMember;
let administrator: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  moderator = await signedInMember(t, { role: 'moderator' });
  administrator = await signedInMember(t, { role: 'administrator' });
});
afterAll(() => t.close());

const publicPost = async (author: SignedInMember, text: string, visibility = 'public') =>
  (await author.call('POST', '/posts', { text, visibility })).body.output.id as string;
const act = (staff: SignedInMember, path: string, body: Record<string, unknown> = {}) =>
  staff.call('POST', `/moderation/${path}`, { reason: 'Against the rules', ...body });
const ids = (answer: { body: any }) => (answer.body.output.items ?? answer.body.output).map((item: { id: string }) => item.id);

describe('the staff policy', () => {
  it('answers 403 to a member on every moderation and administration route, before reading the input', async () => {
    const member = await memberWithSession(t);
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[string, string]> = [
      ['POST', `/moderation/posts/${someId}/remove`],
      ['POST', `/moderation/comments/${someId}/remove`],
      ['POST', `/moderation/members/${someId}/suspend`],
      ['GET', '/moderation/appeals'],
      ['POST', `/moderation/appeals/${someId}/decide`],
      ['GET', '/admin/action_logs'],
    ];
    for (const [method, path] of routes) {
      const answer = await member.call(method, path, method === 'POST' ? { nonsense: true } : undefined);
      expect([path, answer.status, answer.body.error]).toEqual([
        path,
        403,
        path.startsWith('/admin') ? 'administrators_only' : 'staff_only',
      ]);
    }
    expect((await moderator.call('GET', '/admin/action_logs')).status).toBe(403);
    expect((await administrator.call('GET', '/admin/action_logs')).status).toBe(200);
  });

  it('lets staff act only on members below them, never on themselves', async () => {
    const otherModerator = await signedInMember(t, { role: 'moderator' });
    expect((await act(moderator, `members/${administrator.id}/warn`)).body.error).toBe('outranked');
    expect((await act(moderator, `members/${otherModerator.id}/limit`)).body.error).toBe('outranked');
    expect((await act(moderator, `members/${moderator.id}/warn`)).status).toBe(403);
    expect((await act(administrator, `members/${otherModerator.id}/warn`)).status).toBe(200);
    const postOfAdministrator = await publicPost(administrator, 'An administrator writes');
    expect((await act(moderator, `posts/${postOfAdministrator}/remove`)).body.error).toBe('outranked');
  });

  it('refuses a demoted moderator at their next call', async () => {
    const former = await memberWithSession(t, { role: 'moderator' });
    expect((await former.call('GET', '/moderation/appeals')).status).toBe(200);
    await t.app.database.db.execute(sql`update members set role = 'member' where id = ${former.id}`);
    expect((await former.call('GET', '/moderation/appeals')).status).toBe(403);
  });
});

describe('actions on content', () => {
  it('changes nothing when its audit entry cannot be written: the action and the entry commit together', async () => {
    const author = await memberWithSession(t);
    const postId = await publicPost(author, 'A post whose removal cannot be logged');
    const db = t.app.database.db;
    // A database that refuses this one entry stands for any failure between the change and the log.
    await db.execute(sql`create function refuse_marked_entry() returns trigger language plpgsql as $$
      begin if new.reason = 'log refused' then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_marked_entry before insert on moderation_log for each row execute function refuse_marked_entry()`,
    );
    try {
      expect((await act(moderator, `posts/${postId}/remove`, { reason: 'log refused' })).status).toBe(500);
      expect((await act(moderator, `members/${author.id}/suspend`, { reason: 'log refused' })).status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_marked_entry on moderation_log`);
      await db.execute(sql`drop function refuse_marked_entry()`);
    }
    const { rows } = await db.execute(
      sql`select (select removed_at from posts where id = ${postId}) as removed_at, (select suspended_at from members where id = ${author.id}) as suspended_at`,
    );
    expect(rows[0]).toEqual({ removed_at: null, suspended_at: null });
    expect((await author.call('GET', `/posts/${postId}`)).status).toBe(200);
  });

  it('removes a post from every read path, tells the author, and restores it', async () => {
    const [author, reader] = [await memberWithSession(t), await memberWithSession(t)];
    const word = `zebra${Date.now()}`;
    const postId = await publicPost(author, `Look at this #${word} offer`);
    const readPaths = async () => ({
      post: (await reader.call('GET', `/posts/${postId}`)).status,
      feed: ids(await reader.call('GET', '/social/feed')).includes(postId),
      profile: ids(await reader.call('GET', `/profiles/${author.member.username}/posts`)).includes(postId),
      search: ids(await reader.call('GET', `/search/posts?q=${word}`)).includes(postId),
      hashtag: ids(await reader.call('GET', `/hashtags/${word}/posts`)).includes(postId),
      authorSees: (await author.call('GET', `/posts/${postId}`)).status,
    });
    expect(await readPaths()).toEqual({ post: 200, feed: true, profile: true, search: true, hashtag: true, authorSees: 200 });

    expect((await act(moderator, `posts/${postId}/remove`, { reason: '' })).status).toBe(422);
    expect((await act(moderator, `posts/${postId}/remove`, { reason: 'x'.repeat(1001) })).status).toBe(422);
    expect((await act(moderator, `posts/${postId}/remove`, { reason: 'Spam offers' })).status).toBe(200);
    expect(await readPaths()).toEqual({ post: 404, feed: false, profile: false, search: false, hashtag: false, authorSees: 404 });
    expect((await act(moderator, `posts/${postId}/remove`)).status).toBe(409);
    expect((await act(moderator, `posts/00000000-0000-4000-8000-000000000000/remove`)).status).toBe(404);

    const notices = (await author.call('GET', '/moderation/notices')).body.output;
    expect(notices[0]).toMatchObject({ action: 'remove_content', reason: 'Spam offers', appealable: true, appeal: null });
    expect(notices[0].excerpt).toContain('Look at this');
    const notifications = (await author.call('GET', '/notifications')).body.output;
    expect(JSON.stringify(notifications)).toContain('moderation');
    const mail = await latestMailTo(t, author.member.email);
    expect(mail?.subject).toBe('Moderators removed something you posted');
    expect(mail?.text).toContain('Spam offers');

    expect((await act(moderator, `posts/${postId}/restore`)).status).toBe(200);
    expect(await readPaths()).toEqual({ post: 200, feed: true, profile: true, search: true, hashtag: true, authorSees: 200 });
  });

  it('resolves the case of reports that the action names', async () => {
    const [author, reporter] = [await memberWithSession(t), await memberWithSession(t)];
    const postId = await publicPost(author, 'Cheap followers here');
    const caseId = (await reporter.call('POST', '/reports', { target_type: 'post', target_id: postId, category: 'spam' })).body.output
      .case_id;
    expect((await act(moderator, `posts/${postId}/remove`, { reason: 'Spam', case_id: caseId })).status).toBe(200);
    expect((await moderator.call('GET', `/moderation/cases/${caseId}`)).body.output.case).toMatchObject({ status: 'resolved' });
  });

  it('marks a post sensitive and removes a comment', async () => {
    const [author, commenter] = [await memberWithSession(t), await memberWithSession(t)];
    const postId = await publicPost(author, 'A picture');
    expect((await act(moderator, `posts/${postId}/mark-sensitive`)).status).toBe(200);
    const log = (await administrator.call('GET', '/admin/action_logs?action=mark_sensitive')).body.output.items;
    expect(log[0]).toMatchObject({ actor_name: moderator.member.username, target_id: postId, subject: { user_id: author.id } });
    const commentId = (await commenter.call('POST', `/posts/${postId}/comments`, { text: 'rude words' })).body.output.id;
    expect((await act(moderator, `comments/${commentId}/remove`)).status).toBe(200);
    const listed = (await author.call('GET', `/posts/${postId}/comments`)).body.output.items.map((comment: { id: string }) => comment.id);
    expect(listed).not.toContain(commentId);
  });
});

describe('actions on members', () => {
  it('limits a member: their public posts reach only friends and followers, and they cannot follow', async () => {
    const [limited, follower, stranger] = [await memberWithSession(t), await memberWithSession(t), await memberWithSession(t)];
    await follower.call('POST', `/follows/${limited.id}`);
    const word = `quokka${Date.now()}`;
    const postId = await publicPost(limited, `Limited #${word}`);
    expect((await act(moderator, `members/${limited.id}/limit`)).status).toBe(200);
    expect((await stranger.call('GET', `/posts/${postId}`)).status).toBe(404);
    expect(ids(await stranger.call('GET', `/search/posts?q=${word}`))).not.toContain(postId);
    expect(ids(await stranger.call('GET', `/hashtags/${word}/posts`))).not.toContain(postId);
    expect((await follower.call('GET', `/posts/${postId}`)).status).toBe(200);
    const follow = await limited.call('POST', `/follows/${stranger.id}`);
    expect([follow.status, follow.body.error]).toEqual([403, 'limited']);
    expect((await act(moderator, `members/${limited.id}/unlimit`)).status).toBe(200);
    expect((await stranger.call('GET', `/posts/${postId}`)).status).toBe(200);
  });

  it('suspends a member: hidden everywhere, a session of one page, the purge scheduled; unsuspends', async () => {
    const [suspended, reader] = [await memberWithSession(t), await memberWithSession(t)];
    const postId = await publicPost(suspended, 'Before the suspension');
    expect((await act(moderator, `members/${suspended.id}/suspend`, { reason: 'Threats' })).status).toBe(200);
    expect((await reader.call('GET', `/profiles/${suspended.member.username}`)).status).toBe(404);
    expect((await reader.call('GET', `/posts/${postId}`)).status).toBe(404);
    const blocked = await suspended.call('GET', '/social/feed');
    expect([blocked.status, blocked.body.error]).toEqual([403, 'account_suspended']);
    const login = await t.request('POST', '/api/auth/login', { body: { login: suspended.member.username, password: 'Str0ng!Pass' } });
    expect(login.body.output).toMatchObject({ suspended: true, role: 'member' });
    expect((await suspended.call('GET', '/moderation/notices')).body.output[0]).toMatchObject({
      action: 'suspend',
      reason: 'Threats',
      appealable: true,
    });
    const { rows } = await t.app.database.pool.query(`select run_at from graphile_worker.jobs where key = $1`, [
      `suspension-purge:${suspended.id}`,
    ]);
    expect(new Date(rows[0].run_at).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await latestMailTo(t, suspended.member.email))?.subject).toBe('Your account is suspended');

    expect((await act(moderator, `members/${suspended.id}/unsuspend`)).status).toBe(200);
    expect((await reader.call('GET', `/posts/${postId}`)).status).toBe(200);
    expect((await suspended.call('GET', '/social/feed')).status).toBe(200);
  });
});

describe('suspension and the realtime service', () => {
  it("ends a suspended member's held subscription and refuses their messages until the suspension is lifted", async () => {
    const [suspended, friend] = [await memberWithSession(t), await memberWithSession(t)];
    await befriend(suspended, friend);
    const channel = directChannelOf(suspended.id, friend.id);
    const asSuspended = memberCalls(realtimeOf(t), suspended);
    expect((await asSuspended.publish(channel, { text: 'hello' })).status).toBe(200);
    const held = await asSuspended.heldSubscribe([channel]);

    expect((await act(moderator, `members/${suspended.id}/suspend`)).status).toBe(200);
    expect((await held.answer).status).toBe(403);
    expect((await asSuspended.publish(channel, { text: 'still here?' })).status).toBe(403);
    expect((await memberCalls(realtimeOf(t), friend).publish(channel, { text: 'are you there?' })).status).toBe(200);

    expect((await act(moderator, `members/${suspended.id}/unsuspend`)).status).toBe(200);
    // A node remembers a refused token for a few seconds (cachedAccess.ts), so access comes back by then, not at once.
    await expect
      .poll(async () => (await asSuspended.publish(channel, { text: 'back' })).status, { timeout: 15_000, interval: 500 })
      .toBe(200);
  });
});

describe('removed content after the appeal window', () => {
  it('is erased by a daily job, except what a waiting appeal still names', async () => {
    expect(t.app.jobs.recurringTasks()).toContainEqual({ task: 'removed-content-purge', schedule: '43 3 * * *' });
    const author = await memberWithSession(t);
    const [erasedPost, appealedPost] = [await publicPost(author, 'Spam to erase'), await publicPost(author, 'Appealed in time')];
    const commentId = (await author.call('POST', `/posts/${appealedPost}/comments`, { text: 'Spam comment' })).body.output.id as string;
    await act(moderator, `posts/${erasedPost}/remove`);
    await act(moderator, `posts/${appealedPost}/remove`);
    await act(moderator, `comments/${commentId}/remove`);
    const notices = (await author.call('GET', '/moderation/notices')).body.output as Array<{ id: string; excerpt: string }>;
    const appealed = notices.find((notice) => notice.excerpt === 'Appealed in time')!;
    expect((await author.call('POST', '/appeals', { log_entry_id: appealed.id, text: 'Please look again' })).status).toBe(201);

    const db = t.app.database.db;
    const longAgo = sql`now() - interval '31 days'`;
    await db.execute(sql`update posts set removed_at = ${longAgo} where id in (${erasedPost}, ${appealedPost})`);
    await db.execute(sql`update comments set removed_at = ${longAgo} where id = ${commentId}`);
    await t.app.jobs.add('removed-content-purge', {});
    await jobsSettled(t, 'removed-content-purge');

    const { rows } = await db.execute(
      sql`select id, deleted_at is not null as erased from posts where id in (${erasedPost}, ${appealedPost})`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.erased]))).toEqual({ [erasedPost]: true, [appealedPost]: false });
    const comment = await db.execute(sql`select 1 from comments where id = ${commentId}`);
    expect(comment.rows).toEqual([]);
  });
});

describe('appeals', () => {
  it('lets a member appeal once; granting reverses the action and the audit log shows every step', async () => {
    const author = await memberWithSession(t);
    const postId = await publicPost(author, 'Misread joke');
    await act(moderator, `posts/${postId}/remove`, { reason: 'Looked like a threat' });
    await act(moderator, `members/${author.id}/limit`, { reason: 'Repeated threats' });
    const [limitNotice, removeNotice] = (await author.call('GET', '/moderation/notices')).body.output;
    expect((await author.call('POST', '/appeals', { log_entry_id: removeNotice.id, text: '' })).status).toBe(422);
    expect((await author.call('POST', '/appeals', { log_entry_id: removeNotice.id, text: 'It was a joke between friends' })).status).toBe(
      201,
    );
    expect((await author.call('POST', '/appeals', { log_entry_id: removeNotice.id, text: 'Again' })).status).toBe(409);
    const someoneElse = await memberWithSession(t);
    expect((await someoneElse.call('POST', '/appeals', { log_entry_id: limitNotice.id, text: 'Not mine' })).status).toBe(404);

    const pending = (await moderator.call('GET', '/moderation/appeals')).body.output.items;
    const appeal = pending.find((item: { member: { user_id: string } }) => item.member.user_id === author.id);
    expect(appeal).toMatchObject({ text: 'It was a joke between friends', action: { action: 'remove_content' }, excerpt: 'Misread joke' });
    expect(
      (await moderator.call('POST', `/moderation/appeals/${appeal.id}/decide`, { decision: 'grant', reason: 'Context makes it clear' }))
        .status,
    ).toBe(200);
    expect((await moderator.call('POST', `/moderation/appeals/${appeal.id}/decide`, { decision: 'deny', reason: 'Again' })).status).toBe(
      409,
    );
    // Restored: its author reads it again (a stranger does not: the author is still limited).
    expect((await author.call('GET', `/posts/${postId}`)).status).toBe(200);
    expect((await someoneElse.call('GET', `/posts/${postId}`)).status).toBe(404);

    const log = (await administrator.call('GET', '/admin/action_logs?limit=10')).body.output.items.filter(
      (entry: { subject: { user_id: string } | null }) => entry.subject?.user_id === author.id,
    );
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['grant_appeal', 'limit', 'remove_content']);
    expect(
      (await author.call('GET', '/moderation/notices')).body.output.find((notice: { id: string }) => notice.id === removeNotice.id),
    ).toMatchObject({
      appealable: false,
      appeal: { status: 'granted', decision: 'Context makes it clear' },
    });
  });
});
