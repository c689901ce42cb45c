import { type AuthSession, type LoginInput, authCopy, mailCopy } from '@meshwork/contracts';
import { hashPassword, newToken, verifyPassword } from '../../crypto/secrets.js';
import { AppError, unauthorized } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { codeMail } from '../../mail/templates.js';
import type { MemberRow, UsersService } from '../users/index.js';
import type { KnownBrowserStore } from './knownBrowsers.js';
import { failureKeyOf, type LoginFailureCounter } from './loginFailures.js';
import type { MailedCodeStore } from './mailedCodes.js';
import { presentSession } from './presenters.js';
import type { SessionClient } from './sessionClient.js';
import type { SessionStore } from './sessions.js';
import { wrongCodesNotice } from './wrongCodesNotice.js';

// Compared against when no member matches, so an unknown login costs as long as a wrong password.
const decoyHash = hashPassword('decoy-password-never-matches');

const invalidCredentials = () => unauthorized('invalid_credentials', authCopy.invalidCredentials);
const loginCodeRequired = () => new AppError(401, 'login_code_required', authCopy.loginCodeRequired);
const loginCodeRefused = () => new AppError(401, 'login_code_refused', authCopy.loginCodeRefused);

export interface LoginDeps {
  users: UsersService;
  sessions: SessionStore;
  knownBrowsers: KnownBrowserStore;
  failures: LoginFailureCounter;
  codes: MailedCodeStore;
  mailer: Mailer;
  publicUrl: string;
}

export interface LoginAttempt {
  client: SessionClient;
  /** The token in the browser's known-browser cookie, if it sent one. */
  browserToken: string | undefined;
}

export interface LoginOutcome {
  session: AuthSession;
  /** The browser's token once a full session made it known: the route keeps it in the cookie. */
  browserToken?: string;
}

/**
 * Login by email or username. Failed passwords are capped per account and hour
 * (`limits.loginFailuresPerHour`); past the cap the owner still gets in from a browser they
 * logged in from before, and from any other browser with a code mailed to them (docs/account.md).
 */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  async login(input: LoginInput, attempt: LoginAttempt): Promise<LoginOutcome> {
    const { users, knownBrowsers, failures } = this.deps;
    const found = await users.memberByLogin(input.login);
    const knownBrowser = found !== undefined && (await knownBrowsers.isKnown(found.id, attempt.browserToken));
    const failureKey = failureKeyOf(input.login, found, knownBrowser ? attempt.browserToken : undefined);
    const withinCap = await failures.reserve(failureKey);
    const passwordOk = await verifyPassword(found?.passwordHash ?? (await decoyHash), input.password);

    let member: MemberRow;
    if (withinCap) {
      if (!found || !passwordOk) throw invalidCredentials();
      await failures.release(failureKey);
      member = found;
    } else {
      member = await this.passMailedCode(passwordOk ? found : undefined, input.code);
    }
    if (!member.emailVerifiedAt) throw new AppError(403, 'email_not_verified', authCopy.emailNotVerified);
    if (member.awaitingApprovalSince) throw new AppError(403, 'awaiting_approval', authCopy.awaitingApproval);
    // A mailed login code already proved the mailbox, which is what the two-factor code proves.
    return this.open(member, member.hasTwoFa && withinCap, attempt);
  }

  /**
   * Past the cap, from a browser the account does not know: the password and a mailed code. Every
   * refusal reads the same whether the password was right, so guessing learns nothing here; only
   * the owner of the mailbox sees a code arrive, and only after the right password.
   */
  private async passMailedCode(rightPassword: MemberRow | undefined, code: string | undefined): Promise<MemberRow> {
    const member = rightPassword?.emailVerifiedAt ? rightPassword : undefined;
    if (code === undefined) {
      if (member) await this.mailLoginCode(member);
      throw loginCodeRequired();
    }
    if (!member) throw loginCodeRefused();
    const result = await this.deps.codes.check(member.id, 'login_code', code);
    if (result === 'cap_reached') await this.deps.mailer.send(wrongCodesNotice(member, this.deps.publicUrl));
    if (result !== 'valid') throw loginCodeRefused();
    return member;
  }

  private async mailLoginCode(member: MemberRow): Promise<void> {
    const issue = await this.deps.codes.issue(member.id, 'login_code');
    // The cool-down and the hourly cap go untold: a different answer would tell the password was right.
    if (issue.kind !== 'issued') return;
    await this.deps.mailer.send(
      codeMail(member.email, mailCopy.loginCode.subject, mailCopy.greeting(member.nickname), mailCopy.loginCode.body, issue.code),
    );
  }

  private async open(member: MemberRow, pendingTwoFa: boolean, attempt: LoginAttempt): Promise<LoginOutcome> {
    const token = await this.deps.sessions.create(member.id, pendingTwoFa, attempt.client);
    const session = presentSession(member, token, pendingTwoFa);
    // A browser becomes known with a full session only: the password alone does not vouch for it when two-factor is on.
    // It gets its cookie all the same, so that the codes it asks for count as its own (`MailedCodeStore`).
    if (pendingTwoFa) return { session, browserToken: attempt.browserToken ?? newToken() };
    return { session, browserToken: await this.deps.knownBrowsers.remember(member.id, attempt.browserToken) };
  }
}
