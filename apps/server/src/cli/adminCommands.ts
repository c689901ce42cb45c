import { administrationCopy, emailSchema, usernameSchema, type MemberRole } from '@meshwork/contracts';
import type { Config } from '../config.js';
import { hashPassword } from '../crypto/secrets.js';
import { runMigrations } from '../db/client.js';
import { RoleChanges } from '../modules/administration/index.js';
import { openSessionStore } from '../modules/auth/index.js';
import { AuditLog } from '../modules/moderation/index.js';
import { openUsersService, type MemberRow } from '../modules/users/index.js';
import { generatePassword } from './adminPassword.js';
import { CommandRefusal } from './commandRefusal.js';
import type { Instance } from './openInstance.js';

const rank: Record<MemberRole, number> = { member: 0, moderator: 1, administrator: 2 };
const withArticle = (role: MemberRole) => `${role === 'administrator' ? 'an' : 'a'} ${role}`;

/** The first message of a failed check, as the sentence a command prints. */
function checked<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } },
  value: string,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CommandRefusal(`The ${what} ${JSON.stringify(value)} is refused: ${result.error.issues[0]!.message.replace(/\.$/, '')}.`);
  return result.data;
}

/** What `npm run admin` does on an open instance: each command prints what it did, or throws one sentence. */
export async function adminCommands(instance: Instance, config: Config) {
  await runMigrations(instance.database);
  const { db } = instance.database;
  const users = openUsersService(db, instance.storage);
  const auditLog = new AuditLog(db);
  const roles = new RoleChanges(users, auditLog);

  async function memberNamed(username: string): Promise<MemberRow> {
    const member = await users.memberByLogin(username);
    if (!member) throw new CommandRefusal(`No member has the username ${username}.`);
    return member;
  }

  async function changeRole(member: MemberRow, role: MemberRole): Promise<void> {
    const outcome = await roles.change('command line', member.id, role);
    if (!outcome.changed && outcome.reason === 'last_administrator') {
      throw new CommandRefusal(`${member.username} is the last administrator; make another one first.`);
    }
    if (!outcome.changed) throw new CommandRefusal(`${member.username} is already ${withArticle(role)}.`);
    console.log(`${member.username} is now ${withArticle(role)} (was ${withArticle(outcome.from)}).`);
  }

  return {
    async create(usernameText: string, emailText: string, given: string | undefined): Promise<void> {
      const username = checked(usernameSchema, usernameText, 'username');
      const email = checked(emailSchema, emailText, 'email address');
      const taken = await users.takenLogins(email, username);
      if (taken.username) throw new CommandRefusal(`The username ${username} is taken; choose another.`);
      if (taken.email) throw new CommandRefusal(`The email address ${email} belongs to a member already; choose another.`);
      const password = given ?? generatePassword();
      const member = await users.create({
        fullname: username,
        nickname: username,
        username,
        email,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        role: 'administrator',
      });
      if (!member) throw new CommandRefusal(`The username ${username} or the email address ${email} was taken meanwhile; choose another.`);
      await auditLog.record({
        actor: 'command line',
        action: 'change_role',
        targetType: 'member',
        targetId: member.id,
        subjectMemberId: member.id,
        details: { from: null, to: 'administrator', created: true },
      });
      console.log(`Created the administrator ${username} (${email}); they can log in now.`);
      if (!given) console.log(`Password: ${password}\nIt is shown this once: keep it safe, or change it in Settings after logging in.`);
    },

    async promote(username: string, role: MemberRole): Promise<void> {
      const member = await memberNamed(username);
      if (rank[member.role] > rank[role]) {
        throw new CommandRefusal(
          `${member.username} is ${withArticle(member.role)}; demote them instead: npm run admin -- demote ${member.username} ${role}.`,
        );
      }
      await changeRole(member, role);
    },

    async demote(username: string, role: MemberRole): Promise<void> {
      const member = await memberNamed(username);
      if (rank[member.role] < rank[role]) {
        throw new CommandRefusal(
          `${member.username} is ${withArticle(member.role)}; promote them instead: npm run admin -- promote ${member.username} ${role}.`,
        );
      }
      await changeRole(member, role);
    },

    async resetPassword(username: string, given: string | undefined): Promise<void> {
      const member = await memberNamed(username);
      const password = given ?? generatePassword();
      await users.update(member.id, { passwordHash: await hashPassword(password) });
      await openSessionStore(db, users, config.sessionTtlMs).endAllFor(member.id);
      await auditLog.record({
        actor: 'command line',
        action: 'reset_password',
        targetType: 'member',
        targetId: member.id,
        subjectMemberId: member.id,
      });
      console.log(`Reset the password of ${member.username} and ended their sessions.`);
      if (!given) console.log(`Password: ${password}\nIt is shown this once: give it to them safely; they can change it in Settings.`);
    },

    async list(): Promise<void> {
      const staff = await users.staff();
      if (staff.length === 0) {
        console.log(`No staff yet: ${administrationCopy.adminCommandHint.split(': ')[1]}.`);
        return;
      }
      const width = Math.max(...staff.map((member) => member.username.length));
      for (const member of staff)
        console.log(`${member.role.padEnd('administrator'.length)}  ${member.username.padEnd(width)}  ${member.email}`);
    },
  };
}
