import { passcodeToCode, authCopy, mailCopy } from '@meshwork/contracts';
import { hashToken } from '../../crypto/secrets.js';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { codeMail } from '../../mail/templates.js';
import type { ResolvedSession } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import type { KnownBrowserStore } from './knownBrowsers.js';
import type { LoginAttempt, LoginOutcome } from './login.js';
import { assertCodeAccepted, assertIssued, isLockedOut, type MailedCodeStore } from './mailedCodes.js';
import { presentSession } from './presenters.js';
import type { SessionStore } from './sessions.js';
import { wrongCodesNotice } from './wrongCodesNotice.js';

export interface TwoFactorDeps {
  users: UsersService;
  sessions: SessionStore;
  codes: MailedCodeStore;
  knownBrowsers: KnownBrowserStore;
  mailer: Mailer;
  publicUrl: string;
}

/** The emailed second step of a login: mail a code, then trade the limited session for a full one. */
export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  /**
   * Mails a new code for this browser unless its cool-down or an hourly cap says to wait (429 with
   * the seconds, the session stays: a code already mailed still works); answers when it expires.
   */
  async sendCode(
    session: ResolvedSession,
    browserToken: string | undefined,
    now = new Date(),
  ): Promise<{ verification_code_expiry: string }> {
    const { codes, mailer, users } = this.deps;
    const { code, expiresAt } = assertIssued(
      await codes.issue(session.memberId, 'two_factor', { browserHash: browserToken && hashToken(browserToken), now }),
    );
    const member = await users.memberById(session.memberId);
    await users.update(session.memberId, { verificationCodeExpiry: expiresAt });
    await mailer.send(
      codeMail(member.email, mailCopy.twoFactorCode.subject, mailCopy.greeting(member.nickname), mailCopy.twoFactorCode.body, code),
    );
    return { verification_code_expiry: expiresAt.toISOString() };
  }

  /**
   * A right code ends the limited session and answers a new, full one: the token changes when the
   * session gains rights, so a token seen before the code was typed is worth nothing.
   */
  async verify(session: ResolvedSession, passcode: number, attempt: LoginAttempt): Promise<LoginOutcome> {
    const { codes, sessions, users } = this.deps;
    const result = await codes.check(session.memberId, 'two_factor', passcodeToCode(passcode));
    if (result === 'cap_reached')
      await this.deps.mailer.send(wrongCodesNotice(await users.memberById(session.memberId), this.deps.publicUrl));
    if (isLockedOut(result)) await this.lockOutPendingSession(session);
    assertCodeAccepted(result);
    await sessions.end(session.sessionId);
    const token = await sessions.create(session.memberId, false, attempt.client);
    await users.update(session.memberId, { verificationCodeExpiry: null });
    const member = await users.memberById(session.memberId);
    const browserToken = await this.deps.knownBrowsers.remember(member.id, attempt.browserToken);
    return { session: presentSession(member, token, false), browserToken };
  }

  /**
   * Past the hour's wrong tries, a session still waiting for its code ends with a 401:
   * whoever holds it must log in again, and as the cap is the account's, that gains no new
   * tries. A full session is left alone and hears the 429 that follows.
   */
  private async lockOutPendingSession(session: ResolvedSession): Promise<void> {
    if (!session.pendingTwoFa) return;
    await this.deps.sessions.end(session.sessionId);
    throw new AppError(401, 'two_factor_locked', authCopy.twoFactorLocked, { message: authCopy.twoFactorLocked });
  }
}
