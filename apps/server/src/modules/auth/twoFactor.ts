import { limits, passcodeToCode, type AuthSession } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { codeMail } from '../../mail/templates.js';
import { presentSession } from '../users/presenters.js';
import type { UsersService } from '../users/service.js';
import { assertCodeAccepted, codeSentMomentAgo, type MailedCodeStore } from './mailedCodes.js';
import type { ResolvedSession, SessionStore } from './sessions.js';

export interface TwoFactorDeps {
  db: Db;
  users: UsersService;
  sessions: SessionStore;
  codes: MailedCodeStore;
  mailer: Mailer;
}

/** The emailed second step of a login: mail a code, then trade the limited session for a full one. */
export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  /** Mails a new code unless one went out within the cool-down; answers when it expires. */
  async sendCode(memberId: string, now = new Date()): Promise<{ verification_code_expiry: string }> {
    const { codes, db, mailer } = this.deps;
    if (await codes.sentRecently(memberId, 'two_factor', now)) throw codeSentMomentAgo();
    const member = await this.deps.users.memberById(memberId);
    const { code, expiresAt } = await codes.issue(memberId, 'two_factor', now);
    await db.update(members).set({ verificationCodeExpiry: expiresAt }).where(eq(members.id, memberId));
    await mailer.send(
      codeMail(
        member.email,
        'Your Meshwork verification code',
        `Hi ${member.nickname},`,
        `Type this code to finish logging in. It works once, for ${limits.twoFactorCodeTtlMinutes} minutes. If you did not try to log in, change your password.`,
        code,
      ),
    );
    return { verification_code_expiry: expiresAt.toISOString() };
  }

  /**
   * A right code ends the limited session and answers a new, full one: the token changes when the
   * session gains rights, so a token seen before the code was typed is worth nothing.
   */
  async verify(session: ResolvedSession, passcode: number): Promise<AuthSession> {
    const { codes, db, sessions } = this.deps;
    assertCodeAccepted(await codes.check(session.memberId, 'two_factor', passcodeToCode(passcode)));
    await sessions.end(session.sessionId);
    const token = await sessions.create(session.memberId, false);
    await db.update(members).set({ verificationCodeExpiry: null }).where(eq(members.id, session.memberId));
    return presentSession(await this.deps.users.memberById(session.memberId), token, false);
  }
}
