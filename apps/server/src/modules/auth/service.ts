import { limits, type RegisterInput, authCopy, mailCopy } from '@meshwork/contracts';
import { hashPassword } from '../../crypto/secrets.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { MemberRow, UsersService } from '../users/index.js';
import type { EmailTokenStore } from './emailTokens.js';
import { assertPasswordNotCommon } from './passwordPolicy.js';
import type { SessionStore } from './sessions.js';

const verifyEmailTtlMs = 48 * 60 * 60 * 1000;
const resetPasswordTtlMs = limits.resetLinkTtlMinutes * 60_000;

const accentColours = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#14b8a6'];

export interface AuthDeps {
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
    const { users } = this.deps;
    const taken = await users.takenLogins(input.email, input.username);
    const fields: Record<string, string[]> = {};
    if (taken.email) fields.email = [authCopy.emailTaken];
    if (taken.username) fields.username = [authCopy.usernameTaken];
    if (Object.keys(fields).length > 0) throw conflict('already_registered', Object.values(fields)[0]![0]!, { message: fields });

    const colour = accentColours[Math.floor(Math.random() * accentColours.length)]!;
    const member = await users.create({
      fullname: input.fullname,
      nickname: input.fullname.split(' ')[0]!,
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      colour,
    });
    // Two registrations racing for one name: the unique index keeps one, the other hears "taken".
    if (!member) throw conflict('already_registered', authCopy.emailTaken);
    await this.sendVerificationMail(member);
    return { user_id: member.id };
  }

  async verifyEmail(token: string): Promise<void> {
    const memberId = await this.deps.emailTokens.consume('verify_email', token);
    if (!memberId) throw badRequest('invalid_token', authCopy.invalidVerificationLink);
    await this.deps.users.update(memberId, { emailVerifiedAt: new Date() });
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
      actionMail(member.email, mailCopy.resetPassword.subject, mailCopy.greeting(member.nickname), mailCopy.resetPassword.body, {
        label: mailCopy.resetPassword.action,
        url,
      }),
    );
  }

  /** The link is used up only by a password that passes every rule, so a refused one can be retried. */
  async resetPassword(token: string, password: string): Promise<void> {
    assertPasswordNotCommon(password);
    const memberId = await this.deps.emailTokens.consume('reset_password', token);
    if (!memberId) throw badRequest('invalid_token', authCopy.invalidResetLink, { message: authCopy.invalidResetLink });
    await this.deps.users.update(memberId, { passwordHash: await hashPassword(password) });
    await this.deps.sessions.endAllFor(memberId);
  }

  private async sendVerificationMail(member: MemberRow): Promise<void> {
    const token = await this.deps.emailTokens.issue(member.id, 'verify_email', verifyEmailTtlMs);
    const url = `${this.deps.publicUrl}/auth/verify-email?token=${token}`;
    await this.deps.mailer.send(
      actionMail(member.email, mailCopy.verifyEmail.subject, mailCopy.verifyEmail.greeting(member.nickname), mailCopy.verifyEmail.body, {
        label: mailCopy.verifyEmail.action,
        url,
      }),
    );
  }
}
