import { type InstanceSettings, instanceCopy, authCopy } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, testPassword } from '../../../test/factories.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { moderationOf } from '../moderation/index.js';
import { usersOf } from '../users/index.js';
import { instanceOf } from './index.js';

let t: TestApp;
let admin: SignedInMember;
let moderator: SignedInMember;
let member: SignedInMember;
let defaults: InstanceSettings;
beforeAll(async () => {
  // Many registrations from one address: the per-address limit is not what these tests are about.
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  admin = await signedInMember(t, { role: 'administrator' });
  moderator = await signedInMember(t, { role: 'moderator' });
  member = await signedInMember(t);
  defaults = await instanceOf(t.app).settings.current();
});
afterAll(() => t.close());
beforeEach(async () => {
  await instanceOf(t.app).settings.change(defaults);
});

let registrations = 0;
/** A new visitor's registration, with whatever the sign-up mode asks for. */
function register(extra: Record<string, unknown> = {}) {
  registrations += 1;
  const username = `visitor${registrations}${Date.now() % 100000}`;
  const body = { fullname: 'Vera Visitor', username, email: `${username}@example.com`, password: testPassword, ...extra };
  return t.request('POST', '/api/auth/register', { body }).then((answer) => ({ ...answer, username }));
}

const setMode = (changes: Partial<InstanceSettings>) => instanceOf(t.app).settings.change({ ...defaults, ...changes });
const login = (username: string) => t.request('POST', '/api/auth/login', { body: { login: username, password: testPassword } });
const settingsBody = (changes: Partial<InstanceSettings> = {}) => ({ ...defaults, ...changes });

describe('the instance settings', () => {
  it('are public to read, without a session', async () => {
    await setMode({ name: 'Riverside', rules: ['Be kind'], new_account_days: 5 });
    const answer = await t.request('GET', '/api/instance');
    expect(answer.status).toBe(200);
    expect(answer.body.output).toEqual({
      name: 'Riverside',
      description: '',
      rules: ['Be kind'],
      contact: '',
      sign_up_mode: 'open',
      approval_question: '',
    });
  });

  it('are changed by administrators only, and each change is logged', async () => {
    expect((await t.request('PATCH', '/api/admin/instance', { body: settingsBody() })).status).toBe(401);
    for (const as of [member, moderator]) {
      for (const [method, path, body] of [
        ['GET', '/admin/instance', undefined],
        ['PATCH', '/admin/instance', settingsBody({ name: 'Taken over' })],
        ['GET', '/admin/invitations', undefined],
        ['POST', '/admin/invitations', { max_uses: 1, expires_in_days: 1 }],
        ['POST', `/admin/invitations/${admin.id}/revoke`, undefined],
        ['GET', '/admin/sign-ups', undefined],
        ['POST', `/admin/sign-ups/${admin.id}/approve`, undefined],
      ] as const) {
        const answer = await as.call(method, path, body);
        expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      }
    }
    expect((await instanceOf(t.app).settings.current()).name).toBe(defaults.name);

    const saved = await admin.call('PATCH', '/admin/instance', settingsBody({ name: 'Riverside', contact: 'admin@riverside.test' }));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(instanceCopy.settingsSaved);
    expect((await admin.call('GET', '/admin/instance')).body.output).toMatchObject({ name: 'Riverside', contact: 'admin@riverside.test' });
    const [entry] = await moderationOf(t.app).auditLog.page(1);
    expect(entry).toMatchObject({ action: 'update_settings', actorId: admin.id, details: { fields: ['name', 'contact'] } });
  });

  it('answer bad settings with 422 and a message for the field', async () => {
    const bad = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ rules: Array.from({ length: 21 }, () => 'Be kind') }, 'rules'],
      [{ rules: ['x'.repeat(301)] }, 'rules.0'],
      [{ contact: 'x'.repeat(201) }, 'contact'],
      [{ approval_question: 'x'.repeat(301) }, 'approval_question'],
      [{ sign_up_mode: 'approval', approval_question: '' }, 'approval_question'],
      [{ sign_up_mode: 'everyone' }, 'sign_up_mode'],
      [{ new_account_days: 0 }, 'new_account_days'],
      [{ new_account_posts_per_hour: 1001 }, 'new_account_posts_per_hour'],
      [{ new_account_follows_per_hour: '5' }, 'new_account_follows_per_hour'],
      [{ new_account_mentions_per_hour: 1.5 }, 'new_account_mentions_per_hour'],
    ] as const;
    for (const [changes, field] of bad) {
      const answer = await admin.call('PATCH', '/admin/instance', settingsBody(changes as Partial<InstanceSettings>));
      expect({ field, status: answer.status }).toEqual({ field, status: 422 });
      expect(answer.body.extra.message[field]).toEqual([expect.any(String)]);
    }
    const nul = await admin.call('PATCH', '/admin/instance', settingsBody({ name: 'River\u0000side' }));
    expect(nul.status).toBe(422);
    expect((await instanceOf(t.app).settings.current()).name).toBe(defaults.name);
  });
});

describe('the sign-up modes', () => {
  it('open: registers and logs in as before', async () => {
    const registered = await register();
    expect(registered.status).toBe(201);
    expect(registered.body.output.awaiting_approval).toBe(false);
  });

  it('closed: refuses registration with 403 and a clear message', async () => {
    await setMode({ sign_up_mode: 'closed' });
    const refused = await register();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'sign_up_closed', message: authCopy.signUpClosed });
    expect(await usersOf(t.app).memberByLogin(refused.username)).toBeUndefined();
  });

  it('approval: needs an answer, then the account waits for an administrator, who approves it', async () => {
    await setMode({ sign_up_mode: 'approval', approval_question: 'Who sent you?' });
    const unanswered = await register();
    expect(unanswered.status).toBe(422);
    expect(unanswered.body.extra.message.sign_up_answer).toEqual([authCopy.answerRequired]);
    expect((await register({ sign_up_answer: 'x'.repeat(1001) })).status).toBe(422);

    const registered = await register({ sign_up_answer: 'My neighbour Tomas' });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ message: authCopy.registeredForApproval, output: { awaiting_approval: true } });
    const id = registered.body.output.user_id as string;
    await usersOf(t.app).update(id, { emailVerifiedAt: new Date() });

    const waiting = await login(registered.username);
    expect(waiting.status).toBe(403);
    expect(waiting.body).toMatchObject({ error: 'awaiting_approval', message: authCopy.awaitingApproval });

    const listed = await admin.call('GET', '/admin/sign-ups');
    expect(listed.body.output.items).toContainEqual(
      expect.objectContaining({ user_id: id, username: registered.username, answer: 'My neighbour Tomas', email_verified: true }),
    );
    const approved = await admin.call('POST', `/admin/sign-ups/${id}/approve`);
    expect(approved.status).toBe(200);
    expect((await login(registered.username)).status).toBe(200);
    expect((await admin.call('POST', `/admin/sign-ups/${id}/approve`)).status).toBe(404);
    const [entry] = await moderationOf(t.app).auditLog.page(1);
    expect(entry).toMatchObject({ action: 'approve_sign_up', targetId: id, actorId: admin.id });
    const mail = await t.request('GET', `/api/dev/mailbox?to=${registered.username}%40example.com`);
    expect(mail.body.output.items[0].subject).toBe(instanceCopy.mail.approvedSubject);
  });

  it('approval: a rejected sign-up is erased, mailed and logged', async () => {
    await setMode({ sign_up_mode: 'approval', approval_question: 'Who sent you?' });
    const registered = await register({ sign_up_answer: 'Nobody' });
    const id = registered.body.output.user_id as string;
    expect((await admin.call('POST', `/admin/sign-ups/${id}/reject`)).status).toBe(200);
    expect(await usersOf(t.app).find(id)).toBeUndefined();
    const [entry] = await moderationOf(t.app).auditLog.page(1);
    expect(entry).toMatchObject({ action: 'reject_sign_up', targetId: id, details: { username: registered.username } });
    const mail = await t.request('GET', `/api/dev/mailbox?to=${registered.username}%40example.com`);
    expect(mail.body.output.items[0].subject).toBe(instanceCopy.mail.rejectedSubject);
  });

  it('sign-up decisions answer unknown ids 404 and bad ones 422, and a member not waiting is not decided', async () => {
    const settled = await createMember(t.app);
    expect((await admin.call('POST', `/admin/sign-ups/${settled.id}/reject`)).status).toBe(404);
    expect(await usersOf(t.app).find(settled.id)).toBeDefined();
    expect((await admin.call('POST', '/admin/sign-ups/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await admin.call('POST', '/admin/sign-ups/not-an-id/approve')).status).toBe(422);
    expect((await admin.call('POST', `/admin/sign-ups/${settled.id}/erase`)).status).toBe(422);
  });

  it('invitation: needs a code that is valid, unexpired, unrevoked and not used up', async () => {
    await setMode({ sign_up_mode: 'invitation' });
    const created = await admin.call('POST', '/admin/invitations', { max_uses: 1, expires_in_days: 7 });
    expect(created.status).toBe(201);
    const { code, id } = created.body.output as { code: string; id: string };

    expect((await register()).body.extra.message.invitation_code).toEqual([authCopy.invitationRequired]);
    const wrong = await register({ invitation_code: 'not-the-code' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(authCopy.invitationRefused);
    expect((await register({ invitation_code: code })).status).toBe(201);
    expect((await register({ invitation_code: code })).body.message).toBe(authCopy.invitationRefused);

    const listed = await admin.call('GET', '/admin/invitations');
    expect(listed.body.output.items.find((invitation: { id: string }) => invitation.id === id)).toMatchObject({
      uses: 1,
      max_uses: 1,
      state: 'used_up',
    });
    expect(JSON.stringify(listed.body.output)).not.toContain(code);

    const revocable = (await admin.call('POST', '/admin/invitations', { max_uses: 5, expires_in_days: 7 })).body.output;
    expect((await admin.call('POST', `/admin/invitations/${revocable.id}/revoke`)).status).toBe(200);
    expect((await register({ invitation_code: revocable.code })).status).toBe(403);
    expect((await admin.call('POST', `/admin/invitations/${admin.id}/revoke`)).status).toBe(404);

    const expiring = (await admin.call('POST', '/admin/invitations', { max_uses: 5, expires_in_days: 1 })).body.output;
    await t.app.database.db.execute(sql`update invitations set expires_at = now() - interval '1 minute' where id = ${expiring.id}`);
    expect((await register({ invitation_code: expiring.code })).status).toBe(403);
  });

  it('invitation: registrations racing for the last uses never count more than max_uses', async () => {
    await setMode({ sign_up_mode: 'invitation' });
    const { code, id } = (await admin.call('POST', '/admin/invitations', { max_uses: 2, expires_in_days: 7 })).body.output;
    const answers = await Promise.all(Array.from({ length: 6 }, () => register({ invitation_code: code })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(4);
    const listed = await admin.call('GET', '/admin/invitations');
    expect(listed.body.output.items.find((invitation: { id: string }) => invitation.id === id).uses).toBe(2);
  });

  it('invitation: a registration that fails after the code was accepted gives its use back', async () => {
    await setMode({ sign_up_mode: 'invitation' });
    const { code, id } = (await admin.call('POST', '/admin/invitations', { max_uses: 4, expires_in_days: 7 })).body.output;
    const username = `twin${Date.now() % 100000}`;
    const body = { fullname: 'Tess Twin', username, email: `${username}@example.com`, password: testPassword, invitation_code: code };
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.request('POST', '/api/auth/register', { body })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    const listed = await admin.call('GET', '/admin/invitations');
    expect(listed.body.output.items.find((invitation: { id: string }) => invitation.id === id).uses).toBe(1);
  });

  it('invitations answer bad input with 422', async () => {
    for (const body of [
      { max_uses: 0, expires_in_days: 1 },
      { max_uses: 1, expires_in_days: 91 },
      { max_uses: '2', expires_in_days: 1 },
      {},
    ]) {
      expect((await admin.call('POST', '/admin/invitations', body)).status).toBe(422);
    }
    expect((await admin.call('POST', '/admin/invitations/not-an-id/revoke')).status).toBe(422);
  });

  it('say who made them, their note and their state; one that never expires signs people up', async () => {
    await setMode({ sign_up_mode: 'invitation' });
    const stateOf = async (id: string) =>
      ((await admin.call('GET', '/admin/invitations?limit=100')).body.output.items as Array<{ id: string; state: string }>).find(
        (invitation) => invitation.id === id,
      )!.state;

    const lasting = await admin.call('POST', '/admin/invitations', { max_uses: 3, expires_in_days: null, note: '  For the choir  ' });
    expect(lasting.status).toBe(201);
    expect(lasting.body.output).toMatchObject({
      expires_at: null,
      note: 'For the choir',
      state: 'active',
      created_by: { user_id: admin.id, username: admin.member.username },
    });
    expect((await register({ invitation_code: lasting.body.output.code })).status).toBe(201);
    expect(await stateOf(lasting.body.output.id)).toBe('active');

    const expiring = (await admin.call('POST', '/admin/invitations', { max_uses: 1, expires_in_days: 1 })).body.output;
    expect(expiring.note).toBe('');
    expect(Date.parse(expiring.expires_at) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    await t.app.database.db.execute(sql`update invitations set expires_at = now() - interval '1 minute' where id = ${expiring.id}`);
    expect(await stateOf(expiring.id)).toBe('expired');

    await admin.call('POST', `/admin/invitations/${lasting.body.output.id}/revoke`);
    expect(await stateOf(lasting.body.output.id)).toBe('revoked');
    // A second revoke answers the same and logs nothing more.
    expect((await admin.call('POST', `/admin/invitations/${lasting.body.output.id}/revoke`)).status).toBe(200);

    const [entry, before] = await moderationOf(t.app).auditLog.page(2);
    expect(entry).toMatchObject({ action: 'revoke_invitation', targetId: lasting.body.output.id });
    expect(before).not.toMatchObject({ action: 'revoke_invitation', targetId: lasting.body.output.id });
  });

  it('refuse a note too long', async () => {
    const answer = await admin.call('POST', '/admin/invitations', { max_uses: 1, expires_in_days: 1, note: 'x'.repeat(101) });
    expect(answer.status).toBe(422);
    expect(answer.body.extra.message.note).toEqual([instanceCopy.noteTooLong(100)]);
  });
});

describe('creator requests', () => {
  it('are listed for administrators, who approve one (the member becomes a creator) or decline one', async () => {
    const asking = await signedInMember(t);
    const declined = await signedInMember(t);
    expect((await asking.call('POST', '/user/creator-upgrade')).body.output).toEqual({ is_creator: false, creator_request_pending: true });
    await declined.call('POST', '/user/creator-upgrade');

    for (const as of [member, moderator]) {
      expect((await as.call('GET', '/admin/creator-requests')).status).toBe(403);
      expect((await as.call('POST', `/admin/creator-requests/${admin.id}/approve`)).status).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/creator-requests')).status).toBe(401);

    const listed = (await admin.call('GET', '/admin/creator-requests')).body.output.items as Array<{ id: string; user_id: string }>;
    const requestOf = (memberId: string) => listed.find((item) => item.user_id === memberId)!.id;
    expect((await admin.call('POST', `/admin/creator-requests/${requestOf(asking.id)}/approve`)).status).toBe(200);
    expect((await usersOf(t.app).find(asking.id))!.isCreator).toBe(true);
    expect((await asking.call('GET', '/user/creator-upgrade')).body.output).toEqual({ is_creator: true, creator_request_pending: false });
    expect((await admin.call('POST', `/admin/creator-requests/${requestOf(asking.id)}/decline`)).status).toBe(404);

    expect((await admin.call('POST', `/admin/creator-requests/${requestOf(declined.id)}/decline`)).status).toBe(200);
    expect((await usersOf(t.app).find(declined.id))!.isCreator).toBe(false);
    const [entry] = await moderationOf(t.app).auditLog.page(1);
    expect(entry).toMatchObject({ action: 'decline_creator', targetId: declined.id, actorId: admin.id });
    const mail = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(declined.member.email)}`);
    expect(mail.body.output.items[0].subject).toBe(instanceCopy.mail.creatorDeclinedSubject);
    // Declined, the member may ask again.
    expect((await declined.call('POST', '/user/creator-upgrade')).body.output.creator_request_pending).toBe(true);
  });

  it('answer bad and unknown ids', async () => {
    expect((await admin.call('POST', '/admin/creator-requests/not-an-id/approve')).status).toBe(422);
    expect((await admin.call('POST', `/admin/creator-requests/${admin.id}/promote`)).status).toBe(422);
    expect((await admin.call('POST', `/admin/creator-requests/${admin.id}/approve`)).status).toBe(404);
  });
});

describe('new-account limits', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

  it('cap the posts, mentions and follows of accounts younger than the set days, with 429', async () => {
    await setMode({
      new_account_days: 3,
      new_account_posts_per_hour: 2,
      new_account_follows_per_hour: 1,
      new_account_mentions_per_hour: 1,
    });
    const fresh = await signedInMember(t);
    const seasoned = await signedInMember(t, { createdAt: daysAgo(4) });
    const [one, two] = [await createMember(t.app), await createMember(t.app)];

    const mentionsBoth = await fresh.call('POST', '/posts', { text: `Hello @${one.username} and @${two.username}`, visibility: 'public' });
    expect(mentionsBoth.status).toBe(429);
    expect(mentionsBoth.body).toMatchObject({ error: 'new_account_limit', message: instanceCopy.newAccountLimit('mentions', 1, 3) });
    expect((await fresh.call('POST', '/posts', { text: 'First', visibility: 'public' })).status).toBe(201);
    expect((await fresh.call('POST', '/posts', { text: 'Second', visibility: 'public' })).status).toBe(201);
    const third = await fresh.call('POST', '/posts', { text: 'Third', visibility: 'public' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(instanceCopy.newAccountLimit('posts', 2, 3));

    expect((await fresh.call('POST', `/follows/${one.id}`)).status).toBe(200);
    const secondFollow = await fresh.call('POST', `/follows/${two.id}`);
    expect(secondFollow.status).toBe(429);
    expect(secondFollow.body.message).toBe(instanceCopy.newAccountLimit('follows', 1, 3));

    for (const text of ['One', 'Two', `Three for @${one.username} and @${two.username}`])
      expect((await seasoned.call('POST', '/posts', { text, visibility: 'public' })).status).toBe(201);
    expect((await seasoned.call('POST', `/follows/${one.id}`)).status).toBe(200);
    expect((await seasoned.call('POST', `/follows/${two.id}`)).status).toBe(200);
  });

  it('count the members an edit newly mentions, as a new post would', async () => {
    await setMode({ new_account_days: 3, new_account_mentions_per_hour: 1 });
    const fresh = await signedInMember(t);
    const [one, two] = [await createMember(t.app), await createMember(t.app)];
    const post = (await fresh.call('POST', '/posts', { text: `Hi @${one.username}`, visibility: 'public' })).body.output;
    const edit = (text: string) => fresh.call('PATCH', `/posts/${post.id}`, { text });

    expect((await edit(`Hi again @${one.username}`)).status).toBe(200);
    const widened = await edit(`Hi @${one.username} and @${two.username}`);
    expect(widened.status).toBe(429);
    expect(widened.body.message).toBe(instanceCopy.newAccountLimit('mentions', 1, 3));
  });
});
