import type { CreatorStatus, TwoFactorStateUpdate } from '@meshwork/contracts';
import { hashPassword } from '../../crypto/secrets.js';
import type { ResolvedSession } from '../../plugins/auth.js';
import { assertPasswordNotCommon, type SessionStore } from '../auth/index.js';
import type { CreatorRequestStore } from '../instance/index.js';
import type { UsersService } from '../users/index.js';
import { assertPassword, assertSecurityCodeOrPassword } from './guard.js';

/** Password, security code, two-factor switch and creator status: the member's own settings. */
export class SecuritySettings {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    private readonly creatorRequests: CreatorRequestStore,
  ) {}

  /** Needs the current password; every other session of the member ends, this one stays. */
  async changePassword(session: ResolvedSession, input: { current_password: string; password: string }): Promise<void> {
    await assertPassword(await this.users.memberById(session.memberId), input.current_password);
    assertPasswordNotCommon(input.password);
    await this.users.update(session.memberId, { passwordHash: await hashPassword(input.password) });
    await this.sessions.endAllOthers(session.memberId, session.sessionId);
  }

  /** The code is a secret like a password: argon2id, checked again before guarded changes. */
  async setSecurityCode(memberId: string, input: { security_code: string; password: string }): Promise<void> {
    await assertPassword(await this.users.memberById(memberId), input.password);
    await this.users.update(memberId, { securityCodeHash: await hashPassword(input.security_code) });
  }

  async twoFactorState(memberId: string): Promise<{ has_two_fa: boolean }> {
    return { has_two_fa: (await this.users.memberById(memberId)).hasTwoFa };
  }

  /** Turning two-factor on needs only the session; turning it off needs the guard. */
  async setTwoFactor(memberId: string, input: TwoFactorStateUpdate): Promise<{ has_two_fa: boolean }> {
    if (!input.enabled) await assertSecurityCodeOrPassword(await this.users.memberById(memberId), input);
    await this.users.update(memberId, { hasTwoFa: input.enabled });
    return { has_two_fa: input.enabled };
  }

  /**
   * A creator stays a creator; anyone else's request waits for an administrator (docs/moderation.md,
   * "Creator requests"). A second request while one is pending changes nothing.
   */
  async requestCreator(memberId: string): Promise<CreatorStatus> {
    if ((await this.users.memberById(memberId)).isCreator) return { is_creator: true, creator_request_pending: false };
    await this.creatorRequests.request(memberId);
    return { is_creator: false, creator_request_pending: true };
  }

  async creatorStatus(memberId: string): Promise<CreatorStatus> {
    const { isCreator } = await this.users.memberById(memberId);
    return { is_creator: isCreator, creator_request_pending: !isCreator && (await this.creatorRequests.hasPending(memberId)) };
  }
}
