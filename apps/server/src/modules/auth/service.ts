import { limits, serverMessages, type RegisterInput } from '@meshwork/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, type MemberRow } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { UsersService } from '../users/service.js';
import type { EmailTokenStore } from './emailTokens.js';
import { assertPasswordNotCommon } from './passwordPolicy.js';
import { hashPassword } from './secrets.js';
import type { SessionStore } from './sessions.js';

const verifyEmailTtlMs = 48 * 60 * 60 * 1000;
const resetPasswordTtlMs = limits.resetLinkTtlMinutes * 60_000;

const accentColours = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#14b8a6'];

export interface AuthDeps {
  db: Db;
  users: UsersService;
  sessions: SessionStore;
  emailTokens: EmailTokenStore;
  mailer: Mailer;
  publicUrl: string;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async register(input: RegisterInput): Promise<{ user_id: string }> {
    assertPasswordNotCommon(input.password);
    const { db } = this.deps;
    const taken = await db
      .select({ email: members.email, username: members.username })
      .from(members)
      .where(or(sql`lower(${members.email}) = lower(${input.email})`, sql`lower(${members.username}) = lower(${input.username})`));
    const fields: Record<string, string[]> = {};
    if (taken.some((row) => row.email.toLowerCase() === input.email.toLowerCase())) fields.email = [serverMessages.emailTaken];
    if (taken.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) fields.username = [serverMessages.usernameTaken];
    if (Object.keys(fields).length > 0) throw conflict('already_registered', Object.values(fields)[0]![0]!, { message: fields });

    const colour = accentColours[Math.floor(Math.random() * accentColours.length)]!;
    const [member] = await db
      .insert(members)
      .values({
        fullname: input.fullname,
        nickname: input.fullname.split(' ')[0]!,
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        colour,
      })
      .onConflictDoNothing()
      .returning();
    // Two registrations racing for one name: the unique index keeps one, the other hears "taken".
    if (!member) throw conflict('already_registered', serverMessages.emailTaken);
    await this.sendVerificationMail(member);
    return { user_id: member.id };
  }

  async verifyEmail(token: string): Promise<void> {
    const memberId = await this.deps.emailTokens.consume('verify_email', token);
    if (!memberId) throw badRequest('invalid_token', serverMessages.invalidVerificationLink);
    await this.deps.db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.id, memberId));
  }

  /** Answers the same whether or not the address has an account, so it reveals nothing. */
  async resendVerification(email: string): Promise<void> {
    const member = await this.deps.users.memberByLogin(email);
    if (member && !member.emailVerifiedAt) await this.sendVerificationMail(member);
  }

  async forgotPassword(email: string): Promise<void> {
    const member = await this.deps.users.memberByLogin(email);
    if (!member) return;
    const token = await this.deps.emailTokens.issue(member.id, 'reset_password', resetPasswordTtlMs);
    const url = `${this.deps.publicUrl}/reset-password?token=${token}`;
    await this.deps.mailer.send(
      actionMail(
        member.email,
        'Reset your Meshwork password',
        `Hi ${member.nickname},`,
        `Someone asked to reset your password. The link works once, for ${limits.resetLinkTtlMinutes} minutes. If it was not you, ignore this mail.`,
        {
          label: 'Choose a new password',
          url,
        },
      ),
    );
  }

  /** The link is used up only by a password that passes every rule, so a refused one can be retried. */
  async resetPassword(token: string, password: string): Promise<void> {
    assertPasswordNotCommon(password);
    const memberId = await this.deps.emailTokens.consume('reset_password', token);
    if (!memberId) throw badRequest('invalid_token', serverMessages.invalidResetLink, { message: serverMessages.invalidResetLink });
    await this.deps.db
      .update(members)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(members.id, memberId));
    await this.deps.sessions.endAllFor(memberId);
  }

  private async sendVerificationMail(member: MemberRow): Promise<void> {
    const token = await this.deps.emailTokens.issue(member.id, 'verify_email', verifyEmailTtlMs);
    const url = `${this.deps.publicUrl}/auth/verify-email?token=${token}`;
    await this.deps.mailer.send(
      actionMail(
        member.email,
        'Verify your email address',
        `Welcome to Meshwork, ${member.nickname}!`,
        'Please confirm your email address to finish creating your account.',
        {
          label: 'Verify email address',
          url,
        },
      ),
    );
  }
}
