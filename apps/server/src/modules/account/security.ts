import type { TwoFactorStateUpdate } from '@meshwork/contracts';
import { hashPassword } from '../../crypto/secrets.js';
import type { ResolvedSession } from '../../plugins/auth.js';
import { assertPasswordNotCommon, type SessionStore } from '../auth/index.js';
import type { UsersService } from '../users/index.js';
import { assertPassword, assertSecurityCodeOrPassword } from './guard.js';

/** Password, security code, two-factor switch and creator status: the member's own settings. */
export class SecuritySettings {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
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

  /** Idempotent: a creator stays a creator. */
  async upgradeToCreator(memberId: string): Promise<{ is_creator: true }> {
    await this.users.update(memberId, { isCreator: true });
    return { is_creator: true };
  }
}
