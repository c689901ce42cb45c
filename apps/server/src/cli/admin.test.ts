import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../test/adminCommand.js';
import { createMember, memberById } from '../../test/factories.js';
import { loginAs, signedInMember } from '../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';
import { moderationOf } from '../modules/moderation/index.js';
import { usersOf } from '../modules/users/index.js';

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  env = { DATABASE_URL: t.database.url, DATA_DIR: t.config.dataDir };
});
afterAll(() => t.close());

const admin = (args: string[], extra: { env?: Record<string, string>; stdin?: string } = {}) =>
  runAdminCommand(args, { ...env, ...extra.env }, extra.stdin);

/** The one audit entry about a member, newest first. */
const entriesAbout = async (memberId: string) =>
  (await moderationOf(t.app).auditLog.about(memberId)).map(({ actorId, actorName, action, details }) => ({
    actorId,
    actorName,
    action,
    details,
  }));

describe('npm run admin', { timeout: 240_000 }, () => {
  it('prints its usage for help and without a command, and refuses an unknown command in one sentence', async () => {
    for (const args of [[], ['help']]) {
      const shown = await admin(args);
      expect(shown.code).toBe(0);
      expect(shown.stdout).toMatch(/^Usage: npm run admin -- <command>\n/);
      expect(shown.stdout).toContain('create <username> <email>');
      expect(shown.stdout).toContain('reset-password <username>');
    }
    expect(await admin(['make-me-admin'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Unknown command "make-me-admin"; see npm run admin -- help.\n',
    });
    expect(await admin(['create', 'only_a_name'])).toMatchObject({
      code: 1,
      stderr: 'Usage: npm run admin -- create <username> <email>.\n',
    });
  });

  it('creates the first administrator, verified, with a strong password shown once, and writes the audit entry', async () => {
    const created = await admin(['create', 'first_admin', 'first@example.com']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the administrator first_admin (first@example.com); they can log in now.\n');
    const password = /^Password: (\S+)$/m.exec(created.stdout)?.[1];
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{20}$/);

    const session = await loginAs(t, 'first_admin', password);
    expect(session).toMatchObject({ role: 'administrator' });
    const member = (await memberById(t.app, session.user_id))!;
    expect(member.emailVerifiedAt).not.toBeNull();
    expect(await entriesAbout(member.id)).toEqual([
      { actorId: null, actorName: 'command line', action: 'change_role', details: { from: null, to: 'administrator', created: true } },
    ]);
  });

  it('refuses to demote the last administrator', async () => {
    const refused = await admin(['demote', 'first_admin']);
    expect(refused).toMatchObject({ code: 1, stdout: '', stderr: 'first_admin is the last administrator; make another one first.\n' });
    expect((await usersOf(t.app).memberByLogin('first_admin'))?.role).toBe('administrator');
  });

  it('takes the password from ADMIN_PASSWORD or from stdin, and never prints it', async () => {
    const fromEnvironment = await admin(['create', 'env_admin', 'env@example.com'], { env: { ADMIN_PASSWORD: 'Harbour#Light42' } });
    expect(fromEnvironment).toMatchObject({ code: 0, stderr: '' });
    expect(fromEnvironment.stdout).not.toContain('Password');
    expect(fromEnvironment.stdout).not.toContain('Harbour#Light42');
    expect(await loginAs(t, 'env_admin', 'Harbour#Light42')).toMatchObject({ role: 'administrator' });

    const fromStdin = await admin(['create', 'piped_admin', 'piped@example.com'], { stdin: 'Ferry*Timetable9\n' });
    expect(fromStdin).toMatchObject({ code: 0, stderr: '' });
    expect(fromStdin.stdout).not.toContain('Ferry*Timetable9');
    expect(await loginAs(t, 'piped_admin', 'Ferry*Timetable9')).toMatchObject({ role: 'administrator' });

    expect(await admin(['create', 'weak_admin', 'weak@example.com'], { env: { ADMIN_PASSWORD: 'short' } })).toMatchObject({
      code: 1,
      stderr: 'The password must be 8 to 20 characters, with an uppercase and a lowercase letter, a digit and a symbol.\n',
    });
  });

  it('refuses a taken username or email address, or a malformed one, in one sentence each, and creates nobody', async () => {
    const taken = await createMember(t.app, { username: 'taken_name', email: 'taken@example.com' });
    expect(await admin(['create', 'TAKEN_name', 'fresh@example.com'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'The username TAKEN_name is taken; choose another.\n',
    });
    expect(await admin(['create', 'fresh_name', 'Taken@Example.com'])).toMatchObject({
      code: 1,
      stderr: 'The email address Taken@Example.com belongs to a member already; choose another.\n',
    });
    const malformed = await admin(['create', 'fresh_name', 'not-an-email']);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(/^The email address "not-an-email" is refused: [^\n]+\.\n$/);
    expect(await entriesAbout(taken.id)).toEqual([]);
    expect((await moderationOf(t.app).auditLog.page(100)).filter((entry) => entry.actorName === 'command line')).toHaveLength(3);
  });

  it('promotes and demotes, by default to administrator and to member, with an audit entry each, and lists the staff', async () => {
    const member = await signedInMember(t, { username: 'rising_star' });
    expect(await admin(['promote', 'rising_star', 'moderator'])).toMatchObject({
      code: 0,
      stdout: 'rising_star is now a moderator (was a member).\n',
    });
    expect(await admin(['promote', 'rising_star'])).toMatchObject({
      code: 0,
      stdout: 'rising_star is now an administrator (was a moderator).\n',
    });
    expect(await admin(['promote', 'rising_star'])).toMatchObject({ code: 1, stderr: 'rising_star is already an administrator.\n' });
    expect(await admin(['promote', 'rising_star', 'member'])).toMatchObject({
      code: 1,
      stderr: 'Name a role of moderator or administrator, not "member".\n',
    });
    expect(await admin(['promote', 'rising_star', 'moderator'])).toMatchObject({
      code: 1,
      stderr: 'rising_star is an administrator; demote them instead: npm run admin -- demote rising_star moderator.\n',
    });

    const listed = await admin(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^administrator {2}env_admin +env@example\.com$/),
      expect.stringMatching(/^administrator {2}first_admin +first@example\.com$/),
      expect.stringMatching(/^administrator {2}piped_admin +piped@example\.com$/),
      expect.stringMatching(/^administrator {2}rising_star +member_\w+@example\.com$/),
    ]);

    expect(await admin(['demote', 'rising_star', 'moderator'])).toMatchObject({
      code: 0,
      stdout: 'rising_star is now a moderator (was an administrator).\n',
    });
    expect(await admin(['demote', 'rising_star'])).toMatchObject({ code: 0, stdout: 'rising_star is now a member (was a moderator).\n' });
    expect(await admin(['demote', 'nobody_here'])).toMatchObject({ code: 1, stderr: 'No member has the username nobody_here.\n' });

    const steps = (await entriesAbout(member.id)).reverse();
    expect(steps).toEqual(
      [
        { from: 'member', to: 'moderator' },
        { from: 'moderator', to: 'administrator' },
        { from: 'administrator', to: 'moderator' },
        { from: 'moderator', to: 'member' },
      ].map((details) => ({ actorId: null, actorName: 'command line', action: 'change_role', details })),
    );
    expect((await memberById(t.app, member.id))!.role).toBe('member');
  });

  it('resets a password: a new one printed once, every session of the member ended, an audit entry written', async () => {
    const member = await signedInMember(t, { username: 'forgetful' });
    const reset = await admin(['reset-password', 'forgetful']);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toContain('Reset the password of forgetful and ended their sessions.\n');
    const password = /^Password: (\S+)$/m.exec(reset.stdout)![1]!;

    expect((await member.call('GET', '/user/account-details?user_id=' + member.id)).status).toBe(401);
    expect(await loginAs(t, 'forgetful', password)).toMatchObject({ user_id: member.id });
    expect(await entriesAbout(member.id)).toEqual([{ actorId: null, actorName: 'command line', action: 'reset_password', details: {} }]);

    const piped = await admin(['reset-password', 'forgetful'], { stdin: 'Quiet@Harbour77' });
    expect(piped).toMatchObject({ code: 0, stderr: '' });
    expect(piped.stdout).not.toContain('Password');
    expect(await loginAs(t, 'forgetful', 'Quiet@Harbour77')).toMatchObject({ user_id: member.id });
  });
});
