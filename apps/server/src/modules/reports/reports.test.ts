import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCases, reports } from '../../db/schema/reports.js';
import { writePost } from '../../../test/profileHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { conversationHelpers } from '../conversations/conversationTestHelpers.js';
import { moderationOf } from '../moderation/index.js';

let t: TestApp;
let moderator: SignedInMember;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  moderator = await signedInMember(t, { role: 'moderator' });
});
afterAll(() => t.close());

const report = (member: SignedInMember, body: Record<string, unknown>) => member.call('POST', '/reports', body);
const caseOf = async (caseId: string) => (await moderator.call('GET', `/moderation/cases/${caseId}`)).body.output;

describe('reporting', () => {
  it('opens a case about a visible post, with its author as the case member, and staff read it', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Buy cheap followers now', 'public');
    const answer = await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam', comment: 'Advert' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Thanks — a moderator will look at it');
    const detail = await caseOf(answer.body.output.case_id);
    expect(detail.case).toMatchObject({
      target_type: 'post',
      target_id: post.id,
      status: 'open',
      reports_count: 1,
      categories: { spam: 1 },
    });
    expect(detail.case.target_member.id).toBe(author.id);
    expect(detail.content).toMatchObject({ text: 'Buy cheap followers now', removed: false, exists: true });
    expect(detail.reports).toEqual([
      expect.objectContaining({ category: 'spam', comment: 'Advert', reporter: expect.objectContaining({ id: reporter.id }) }),
    ]);
    expect(detail.member_record).toMatchObject({ member: { id: author.id, role: 'member' }, open_cases: 1, closed_cases: 0 });
  });

  it('shows staff the content as it is after its author deleted it', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Something awful', 'public');
    const { body } = await report(reporter, { target_type: 'post', target_id: post.id, category: 'hate' });
    expect((await author.call('DELETE', `/posts/${post.id}`)).status).toBe(200);
    expect((await caseOf(body.output.case_id)).content).toMatchObject({ text: 'Something awful', removed: true });
  });

  it('reports comments, members, groups and events, each owned by its author', async () => {
    const { friends, startGroup } = conversationHelpers(t);
    const [owner, reporter, third] = await friends(3);
    const post = await writePost(owner!, 'A post', 'public');
    const comment = (await owner!.call('POST', `/posts/${post.id}/comments`, { text: 'A rude comment' })).body.output;
    const group = await startGroup(owner!, [reporter!, third!]);
    const start = new Date(Date.now() + 86_400_000);
    const event = (
      await owner!.call('POST', '/events', {
        title: 'Party',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
        time_zone: 'UTC',
        visibility: 'public',
      })
    ).body.output;
    for (const [type, id, text] of [
      ['comment', comment.id, 'A rude comment'],
      ['member', owner!.id, owner!.nickname],
      ['group', group.id, 'Crew'],
      ['event', event.id, 'Party'],
    ] as const) {
      const answer = await report(reporter!, { target_type: type, target_id: id, category: 'other' });
      expect(answer.status, `${type}: ${JSON.stringify(answer.body)}`).toBe(201);
      const detail = await caseOf(answer.body.output.case_id);
      expect(detail.case.target_member.id).toBe(owner!.id);
      expect(detail.content.text).toBe(text);
    }
  });

  it('refuses bad input with per-field messages', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Fine post', 'public');
    const base = { target_type: 'post', target_id: post.id, category: 'spam' };
    for (const [body, field] of [
      [{ ...base, category: 'boring' }, 'category'],
      [{ ...base, comment: 'x'.repeat(1001) }, 'comment'],
      [{ ...base, target_type: 'photo' }, 'target_type'],
      [{ ...base, message_timetokens: ['17000000000000000'] }, 'message_timetokens'],
      [{ target_type: 'message', target_id: 'direct.a.b', category: 'spam' }, 'message_timetokens'],
      [
        {
          target_type: 'message',
          target_id: 'direct.a.b',
          category: 'spam',
          message_timetokens: Array.from({ length: 21 }, (_, i) => String(i + 1)),
        },
        'message_timetokens',
      ],
    ] as const) {
      const answer = await report(reporter, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.extra.message[field], JSON.stringify(answer.body)).toBeDefined();
    }
    const withNul = await report(reporter, { ...base, comment: 'bad\u0000byte' });
    expect(withNul.status).toBe(422);
  });

  it('answers 404 for what the reporter may not see, exactly as for what does not exist', async () => {
    const [stranger, reporter, blocker] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const friendsOnly = await writePost(stranger, 'For my friends', 'friends');
    expect((await blocker.call('POST', `/blocks/${reporter.id}`)).status).toBe(200);
    const unknown = await report(reporter, { target_type: 'post', target_id: randomUUID(), category: 'spam' });
    expect(unknown.status).toBe(404);
    for (const [type, id] of [
      ['post', friendsOnly.id],
      ['member', blocker.id],
      ['comment', randomUUID()],
      ['group', randomUUID()],
      ['event', randomUUID()],
      ['post', 'not-an-id'],
    ]) {
      const answer = await report(reporter, { target_type: type, target_id: id, category: 'spam' });
      expect(answer.status, `${type} ${id}`).toBe(404);
      expect(answer.body).toEqual(unknown.body);
    }
  });

  it('refuses reports of one’s own content and of oneself', async () => {
    const member = await signedInMember(t);
    const post = await writePost(member, 'Mine', 'public');
    for (const [type, id] of [
      ['post', post.id],
      ['member', member.id],
    ]) {
      const answer = await report(member, { target_type: type, target_id: id, category: 'spam' });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('You cannot report your own content or yourself');
    }
  });
});

describe('message reports', () => {
  it('keeps the reported messages as evidence and makes their sender the case member', async () => {
    const { friends, say, direct } = conversationHelpers(t);
    const [reporter, sender] = await friends(2);
    const channel = direct(reporter!, sender!);
    const first = await say(sender!, channel, 'You will regret this');
    const second = await say(sender!, channel, 'I know where you live');
    const mine = await say(reporter!, channel, 'Stop it');
    const answer = await report(reporter!, {
      target_type: 'message',
      target_id: channel,
      category: 'harassment',
      message_timetokens: [first, second],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const detail = await caseOf(answer.body.output.case_id);
    expect(detail.case.target_member.id).toBe(sender!.id);
    expect(detail.case.excerpt).toBe('You will regret this');
    expect(detail.reports[0].evidence).toEqual([
      { sender_id: sender!.id, timetoken: first, text: 'You will regret this' },
      { sender_id: sender!.id, timetoken: second, text: 'I know where you live' },
    ]);
    // One's own messages, and messages of two senders, are refused.
    expect(
      (await report(reporter!, { target_type: 'message', target_id: channel, category: 'spam', message_timetokens: [mine] })).status,
    ).toBe(422);
    const mixed = await report(reporter!, {
      target_type: 'message',
      target_id: channel,
      category: 'spam',
      message_timetokens: [first, mine],
    });
    expect(mixed.status).toBe(422);
    const missing = await report(reporter!, { target_type: 'message', target_id: channel, category: 'spam', message_timetokens: ['123'] });
    expect(missing.status).toBe(422);
  });

  it('answers 404 for someone else’s conversation', async () => {
    const { friends, say, direct, startGroup } = conversationHelpers(t);
    const [a, b, outsider, c] = await friends(4);
    const channel = direct(a!, b!);
    const timetoken = await say(a!, channel, 'Private');
    const group = await startGroup(a!, [b!, c!]);
    const inGroup = await say(a!, group.channel, 'Group only');
    for (const [target, tt] of [
      [channel, timetoken],
      [group.channel, inGroup],
    ]) {
      const answer = await report(outsider!, { target_type: 'message', target_id: target, category: 'spam', message_timetokens: [tt] });
      expect(answer.status).toBe(404);
    }
    // A member of the group may report it.
    expect(
      (await report(b!, { target_type: 'message', target_id: group.channel, category: 'spam', message_timetokens: [inGroup] })).status,
    ).toBe(201);
  });
});

describe('merging and limits', () => {
  it('gathers reports of one target in one case; a second report by the same member updates theirs', async () => {
    const [author, first, second] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Merged', 'public');
    const a = await report(first, { target_type: 'post', target_id: post.id, category: 'spam' });
    const b = await report(second, { target_type: 'post', target_id: post.id, category: 'hate', comment: 'Slur' });
    expect(b.body.output.case_id).toBe(a.body.output.case_id);
    const again = await report(first, { target_type: 'post', target_id: post.id, category: 'violence', comment: 'Changed my mind' });
    expect(again.status).toBe(200);
    expect(again.body.output).toEqual({
      case_id: a.body.output.case_id,
      report_id: a.body.output.report_id,
      updated: true,
      forwarded_to: null,
    });
    const detail = await caseOf(a.body.output.case_id);
    expect(detail.case.reports_count).toBe(2);
    expect(detail.case.categories).toEqual({ hate: 1, violence: 1 });
    expect(detail.reports.find((r: { reporter: { id: string } }) => r.reporter.id === first.id)).toMatchObject({
      category: 'violence',
      comment: 'Changed my mind',
    });
  });

  it('keeps one report when a member sends the same report twice at once', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Twice at once', 'public');
    const answers = await Promise.all([1, 2].map(() => report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect((await caseOf(answers[0]!.body.output.case_id)).case.reports_count).toBe(1);
  });

  it('refuses a 21st new report in an hour with 429', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const { db } = t.app.database;
    for (let index = 0; index < 20; index++) {
      const [opened] = await db.insert(moderationCases).values({ targetType: 'post', targetId: randomUUID() }).returning();
      await db.insert(reports).values({ caseId: opened!.id, reporterId: reporter.id, category: 'spam' });
    }
    const post = await writePost(author, 'One too many', 'public');
    const answer = await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' });
    expect(answer.status).toBe(429);
    expect(answer.body.error).toBe('too_many_requests');
    // Reports older than an hour no longer count.
    await db.update(reports).set({ createdAt: new Date(Date.now() - 3_700_000) });
    expect((await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' })).status).toBe(201);
  });
});

describe('the queue', () => {
  it('refuses members on every staff route with 403', async () => {
    const member = await signedInMember(t);
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/moderation/cases'],
      ['GET', '/moderation/open-count'],
      ['GET', `/moderation/cases/${id}`],
      ['POST', `/moderation/cases/${id}/assign`, { assignee_id: null }],
      ['POST', `/moderation/cases/${id}/notes`, { text: 'x' }],
      ['POST', `/moderation/cases/${id}/dismiss`, { reason: 'x' }],
      ['GET', `/moderation/members/${id}`],
    ] as const) {
      const answer = await member.call(method, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error).toBe('staff_only');
    }
  });

  it('lists cases newest report first, filters by assignee, assigns staff only and keeps notes', async () => {
    const [author, reporter, other] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t, { role: 'administrator' }),
    ]);
    const older = await writePost(author, 'Older', 'public');
    const newer = await writePost(author, 'Newer', 'public');
    const a = (await report(reporter, { target_type: 'post', target_id: older.id, category: 'spam' })).body.output.case_id;
    const b = (await report(reporter, { target_type: 'post', target_id: newer.id, category: 'spam' })).body.output.case_id;
    const listed = (await moderator.call('GET', '/moderation/cases?status=open&limit=50')).body.output.items.map(
      (c: { id: string }) => c.id,
    );
    expect(listed.indexOf(b)).toBeLessThan(listed.indexOf(a));
    expect(listed.indexOf(a)).toBeGreaterThanOrEqual(0);

    const toMember = await moderator.call('POST', `/moderation/cases/${a}/assign`, { assignee_id: reporter.id });
    expect(toMember.status).toBe(422);
    expect((await moderator.call('POST', `/moderation/cases/${a}/assign`, { assignee_id: moderator.id })).status).toBe(200);
    expect((await moderator.call('POST', `/moderation/cases/${b}/assign`, { assignee_id: other.id })).status).toBe(200);
    const mine = (await moderator.call('GET', '/moderation/cases?assignee=me')).body.output.items.map((c: { id: string }) => c.id);
    expect(mine).toEqual([a]);
    const unassigned = (await moderator.call('GET', '/moderation/cases?assignee=none&limit=50')).body.output.items.map(
      (c: { id: string }) => c.id,
    );
    expect(unassigned).not.toContain(a);
    expect(unassigned).not.toContain(b);

    expect((await moderator.call('POST', `/moderation/cases/${a}/notes`, { text: '' })).status).toBe(422);
    expect((await moderator.call('POST', `/moderation/cases/${a}/notes`, { text: 'x'.repeat(2001) })).status).toBe(422);
    expect((await moderator.call('POST', `/moderation/cases/${a}/notes`, { text: 'Looks like spam' })).status).toBe(201);
    const detail = await caseOf(a);
    expect(detail.notes).toEqual([
      expect.objectContaining({ text: 'Looks like spam', author: expect.objectContaining({ id: moderator.id }) }),
    ]);
    expect(detail.case.assignee.id).toBe(moderator.id);
    expect((await moderator.call('GET', `/moderation/cases/${randomUUID()}`)).status).toBe(404);
    expect((await moderator.call('GET', '/moderation/cases/nope')).status).toBe(422);
    expect((await moderator.call('GET', '/moderation/cases?status=lost')).status).toBe(422);
  });

  it('dismisses a case with an audit entry; a new report then opens a new case', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Harmless', 'public');
    const caseId = (await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' })).body.output.case_id;
    expect((await moderator.call('POST', `/moderation/cases/${caseId}/dismiss`, { reason: '' })).status).toBe(422);
    expect((await moderator.call('POST', `/moderation/cases/${caseId}/dismiss`, { reason: 'Not spam' })).status).toBe(200);
    expect((await moderator.call('POST', `/moderation/cases/${caseId}/dismiss`, { reason: 'Again' })).status).toBe(409);
    const detail = await caseOf(caseId);
    expect(detail.case).toMatchObject({ status: 'dismissed', closed_by: { id: moderator.id } });
    expect(detail.case.closed_at).not.toBeNull();
    const audit = await moderationOf(t.app).auditLog.about(author.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'dismiss_reports', caseId, reason: 'Not spam', actorId: moderator.id, targetId: post.id }),
    ]);
    expect(detail.member_record.audit).toEqual([expect.objectContaining({ action: 'dismiss_reports', case_id: caseId })]);

    const reopened = await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' });
    expect(reopened.status).toBe(201);
    expect(reopened.body.output.case_id).not.toBe(caseId);
    const dismissed = (await moderator.call('GET', '/moderation/cases?status=dismissed&limit=50')).body.output.items.map(
      (c: { id: string }) => c.id,
    );
    expect(dismissed).toContain(caseId);
  });

  it('resolves a case when an action is recorded with it in the audit log', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Remove me', 'public');
    const caseId = (await report(reporter, { target_type: 'post', target_id: post.id, category: 'violence' })).body.output.case_id;
    const { auditLog } = moderationOf(t.app);
    await auditLog.record({
      actor: { id: moderator.id, username: moderator.member.username },
      action: 'warn',
      targetType: 'member',
      targetId: author.id,
      subjectMemberId: author.id,
    });
    expect((await caseOf(caseId)).case.status).toBe('open');
    await auditLog.record({
      actor: { id: moderator.id, username: moderator.member.username },
      action: 'remove_content',
      targetType: 'post',
      targetId: post.id,
      subjectMemberId: author.id,
      caseId,
    });
    const detail = await caseOf(caseId);
    expect(detail.case).toMatchObject({ status: 'resolved', closed_by: { id: moderator.id } });
    const open = (await moderator.call('GET', '/moderation/cases?limit=50')).body.output.items.map((c: { id: string }) => c.id);
    expect(open).not.toContain(caseId);
  });

  it('shows a member’s record: account, cases and audit entries', async () => {
    const [author, reporter] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = await writePost(author, 'Reported', 'public');
    await report(reporter, { target_type: 'post', target_id: post.id, category: 'spam' });
    await report(reporter, { target_type: 'member', target_id: author.id, category: 'impersonation' });
    const { status, body } = await moderator.call('GET', `/moderation/members/${author.id}`);
    expect(status).toBe(200);
    expect(body.output).toMatchObject({ member: { id: author.id, role: 'member', suspended_at: null }, open_cases: 2, closed_cases: 0 });
    expect(body.output.cases.map((c: { target_type: string }) => c.target_type).sort()).toEqual(['member', 'post']);
    expect((await moderator.call('GET', `/moderation/members/${randomUUID()}`)).status).toBe(404);
    const count = (await moderator.call('GET', '/moderation/open-count')).body.output.open;
    expect(count).toBeGreaterThanOrEqual(2);
  });
});
