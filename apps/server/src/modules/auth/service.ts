import { type RegisterInput, authCopy } from '@meshwork/contracts';
import { hashPassword } from '../../crypto/secrets.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { InstanceSettingsStore, InvitationStore } from '../instance/index.js';
import type { UsersService } from '../users/index.js';
import type { EmailTokenStore } from './emailTokens.js';
import type { LinkMails } from './linkMails.js';
import { assertPasswordNotCommon } from './passwordPolicy.js';
import type { SessionStore } from './sessions.js';
import { admitSignUp } from './signUpGate.js';

const accentColours = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#14b8a6'];

export interface AuthDeps {
  users: UsersService;
  sessions: SessionStore;
  emailTokens: EmailTokenStore;
  linkMails: LinkMails;
  instance: { settings: InstanceSettingsStore; invitations: InvitationStore };
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** Creates the account as the sign-up mode admits it; `awaiting_approval` when an administrator has to approve it first. */
  async register(input: RegisterInput): Promise<{ user_id: string; awaiting_approval: boolean }> {
    assertPasswordNotCommon(input.password);
    const { users } = this.deps;
    const taken = await users.takenLogins(input.email, input.username);
    const fields: Record<string, string[]> = {};
    if (taken.email) fields.email = [authCopy.emailTaken];
    if (taken.username) fields.username = [authCopy.usernameTaken];
    if (Object.keys(fields).length > 0) throw conflict('already_registered', Object.values(fields)[0]![0]!, { message: fields });

    const admission = await admitSignUp(input, this.deps.instance);
    const colour = accentColours[Math.floor(Math.random() * accentColours.length)]!;
    const passwordHash = await hashPassword(input.password);
    const member = await users.create(
      {
        fullname: input.fullname,
        nickname: input.fullname.split(' ')[0]!,
        username: input.username,
        email: input.email,
        passwordHash,
        colour,
        ...admission.row,
      },
      admission.claim,
    );
    // Two registrations racing for one name: the unique index keeps one, the other hears "taken".
    if (!member) throw conflict('already_registered', authCopy.emailTaken);
    await this.deps.linkMails.mailTo(member, 'verify_email');
    return { user_id: member.id, awaiting_approval: admission.row.awaitingApprovalSince !== null };
  }

  async verifyEmail(token: string): Promise<void> {
    const memberId = await this.deps.emailTokens.consume('verify_email', token);
    if (!memberId) throw badRequest('invalid_token', authCopy.invalidVerificationLink);
    await this.deps.users.update(memberId, { emailVerifiedAt: new Date() });
  }

  /** Answers the same, after the same work, whether or not the address has an account (`LinkMails`). */
  async resendVerification(email: string): Promise<void> {
    await this.deps.linkMails.requestFor('verify_email', email);
  }

  async forgotPassword(email: string): Promise<void> {
    await this.deps.linkMails.requestFor('reset_password', email);
  }

  /** The link is used up only by a password that passes every rule, so a refused one can be retried. */
  async resetPassword(token: string, password: string): Promise<void> {
    assertPasswordNotCommon(password);
    const memberId = await this.deps.emailTokens.consume('reset_password', token);
    if (!memberId) throw badRequest('invalid_token', authCopy.invalidResetLink, { message: authCopy.invalidResetLink });
    await this.deps.users.update(memberId, { passwordHash: await hashPassword(password) });
    await this.deps.sessions.endAllFor(memberId);
  }
}
