import { KeyedLimit, type LimitStore } from '@meshwork/rate-limit';
import { serverLimits } from '../../serverLimits.js';

const hourSeconds = 60 * 60;

/**
 * How many mention notifications one member may cause: a few an hour for each recipient, and a
 * ceiling an hour across everyone. Counted in Redis when the server has it (every node shares
 * the count), else in the process, like every limit (`@meshwork/rate-limit`).
 */
export class MentionBudget {
  private readonly perRecipient: KeyedLimit;
  private readonly perSender: KeyedLimit;

  constructor(store: LimitStore) {
    this.perRecipient = KeyedLimit.create(store, 'mention-notices', {
      points: serverLimits.mentionNoticesPerRecipientPerHour,
      seconds: hourSeconds,
    });
    this.perSender = KeyedLimit.create(store, 'mention-notices-sender', {
      points: serverLimits.mentionNoticesPerSenderPerHour,
      seconds: hourSeconds,
    });
  }

  /** Counts one mention of the recipient by the sender: whether it may still be a notification of its own. */
  async allows(senderId: string, recipientId: string): Promise<boolean> {
    if (!(await this.perRecipient.take(`${senderId}:${recipientId}`)).allowed) return false;
    return (await this.perSender.take(senderId)).allowed;
  }
}
