import { daysUntilPurge, mailCopy } from '@meshwork/contracts';
import type { Mailer } from '../../mail/mailer.js';
import { codeMail } from '../../mail/templates.js';
import { assertCodeAccepted, assertIssued, type MailedCodeStore, type SessionStore } from '../auth/index.js';
import type { UsersService } from '../users/index.js';
import { assertPassword, assertSecurityCodeIfSet } from './guard.js';
import type { AccountPurge } from './purge.js';

export interface AccountLifecycleDeps {
  users: UsersService;
  sessions: SessionStore;
  codes: MailedCodeStore;
  mailer: Mailer;
  purge: AccountPurge;
}

/**
 * Deactivation and deletion lead to the same state (§4): the request time is recorded, every
 * session ends, the member disappears from everyone's view, and the purge is due in 30 days.
 * Reactivation clears the request; nothing was removed, so everything comes back.
 */
export class AccountLifecycle {
  constructor(private readonly deps: AccountLifecycleDeps) {}

  async deactivate(memberId: string, password: string, now = new Date()) {
    await assertPassword(await this.deps.users.memberById(memberId), password);
    return this.requestRemoval(memberId, now);
  }

  /** Mails the code that confirms a deletion. */
  async requestDeletion(memberId: string, now = new Date()): Promise<{ verification_code_expiry: string }> {
    const { code, expiresAt } = assertIssued(await this.deps.codes.issue(memberId, 'delete_account', { now }));
    const member = await this.deps.users.memberById(memberId);
    await this.deps.mailer.send(
      codeMail(member.email, mailCopy.deletionCode.subject, mailCopy.greeting(member.nickname), mailCopy.deletionCode.body, code),
    );
    return { verification_code_expiry: expiresAt.toISOString() };
  }

  async confirmDeletion(memberId: string, input: { code: string; security_code?: string }, now = new Date()) {
    await assertSecurityCodeIfSet(await this.deps.users.memberById(memberId), input.security_code);
    assertCodeAccepted(await this.deps.codes.check(memberId, 'delete_account', input.code, now));
    return this.requestRemoval(memberId, now);
  }

  async reactivate(memberId: string): Promise<void> {
    // The scheduled jobs stay queued and find no standing request when they run.
    await this.deps.users.update(memberId, { deleteRequestTimestamp: null });
  }

  private async requestRemoval(memberId: string, now: Date) {
    await this.deps.users.update(memberId, { deleteRequestTimestamp: now });
    await this.deps.sessions.endAllFor(memberId);
    await this.deps.purge.schedule(memberId, now);
    return { delete_request_timestamp: now.toISOString(), days_left: daysUntilPurge(now, now) };
  }
}
