import { instanceCopy } from '@meshwork/contracts';
import { clock } from '../../clock/clock.js';
import { AppError } from '../../http/errors.js';
import type { UsersService } from '../users/index.js';
import type { InstanceSettingsStore } from './settings.js';

export type NewAccountLimit = 'posts' | 'follows' | 'mentions';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * The hourly caps of accounts younger than `new_account_days` (docs/moderation.md, "New-account
 * limits"). The module that writes the rows counts them, since it owns their table; this decides.
 */
export class NewAccountLimits {
  constructor(
    private readonly settings: InstanceSettingsStore,
    private readonly users: UsersService,
  ) {}

  /** Answers 429 when a new account's writes of the last hour, `adding` included, pass its cap. */
  async assertWithin(memberId: string, kind: NewAccountLimit, adding: number, countSince: (since: Date) => Promise<number>): Promise<void> {
    if (adding === 0) return;
    // Two reads on every post, follow and mention: side by side, not one after the other.
    const [settings, member] = await Promise.all([this.settings.current(), this.users.find(memberId)]);
    const now = clock.now().getTime();
    if (!member || member.createdAt.getTime() <= now - settings.new_account_days * dayMs) return;
    const cap = {
      posts: settings.new_account_posts_per_hour,
      follows: settings.new_account_follows_per_hour,
      mentions: settings.new_account_mentions_per_hour,
    }[kind];
    if ((await countSince(new Date(now - hourMs))) + adding > cap)
      throw new AppError(429, 'new_account_limit', instanceCopy.newAccountLimit(kind, cap, settings.new_account_days));
  }
}
