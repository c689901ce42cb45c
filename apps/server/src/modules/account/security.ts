import type { TwoFactorStateUpdate } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { assertPasswordNotCommon } from '../auth/passwordPolicy.js';
import { hashPassword } from '../auth/secrets.js';
import type { ResolvedSession, SessionStore } from '../auth/sessions.js';
import type { UsersService } from '../users/service.js';
import { assertPassword, assertSecurityCodeOrPassword } from './guard.js';

/** Password, security code, two-factor switch and creator status: the member's own settings. */
export class SecuritySettings {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
  ) {}

  /** Needs the current password; every other session of the member ends, this one stays. */
  async changePassword(session: ResolvedSession, input: { current_password: string; password: string }): Promise<void> {
    await assertPassword(await this.users.memberById(session.memberId), input.current_password);
    assertPasswordNotCommon(input.password);
    await this.update(session.memberId, { passwordHash: await hashPassword(input.password) });
    await this.sessions.endAllOthers(session.memberId, session.sessionId);
  }

  /** The code is a secret like a password: argon2id, checked again before guarded changes. */
  async setSecurityCode(memberId: string, input: { security_code: string; password: string }): Promise<void> {
    await assertPassword(await this.users.memberById(memberId), input.password);
    await this.update(memberId, { securityCodeHash: await hashPassword(input.security_code) });
  }

  async twoFactorState(memberId: string): Promise<{ has_two_fa: boolean }> {
    return { has_two_fa: (await this.users.memberById(memberId)).hasTwoFa };
  }

  /** Turning two-factor on needs only the session; turning it off needs the guard. */
  async setTwoFactor(memberId: string, input: TwoFactorStateUpdate): Promise<{ has_two_fa: boolean }> {
    if (!input.enabled) await assertSecurityCodeOrPassword(await this.users.memberById(memberId), input);
    await this.update(memberId, { hasTwoFa: input.enabled });
    return { has_two_fa: input.enabled };
  }

  /** Idempotent: a creator stays a creator. */
  async upgradeToCreator(memberId: string): Promise<{ is_creator: true }> {
    await this.update(memberId, { isCreator: true });
    return { is_creator: true };
  }

  private async update(memberId: string, values: Partial<typeof members.$inferInsert>): Promise<void> {
    await this.db
      .update(members)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(members.id, memberId));
  }
}
