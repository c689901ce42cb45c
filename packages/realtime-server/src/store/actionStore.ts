import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { realtimeMessageActions, type MessageActionRow } from '../schema/messageActions.js';

export interface ActionDraft {
  channel: string;
  messageTimetoken: bigint;
  actionTimetoken: bigint;
  type: string;
  value: string;
  uuid: string;
}

/** Stored message actions. */
export class ActionStore {
  constructor(private readonly db: NodePgDatabase) {}

  async isDuplicate(draft: Omit<ActionDraft, 'actionTimetoken'>): Promise<boolean> {
    const rows = await this.db
      .select({ channel: realtimeMessageActions.channel })
      .from(realtimeMessageActions)
      .where(
        and(
          eq(realtimeMessageActions.channel, draft.channel),
          eq(realtimeMessageActions.messageTimetoken, draft.messageTimetoken),
          eq(realtimeMessageActions.type, draft.type),
          eq(realtimeMessageActions.value, draft.value),
          eq(realtimeMessageActions.uuid, draft.uuid),
        ),
      );
    return rows.length > 0;
  }

  async insert(action: ActionDraft): Promise<void> {
    await this.db.insert(realtimeMessageActions).values(action).onConflictDoNothing();
  }

  async find(channel: string, messageTimetoken: bigint, actionTimetoken: bigint): Promise<MessageActionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(realtimeMessageActions)
      .where(
        and(
          eq(realtimeMessageActions.channel, channel),
          eq(realtimeMessageActions.messageTimetoken, messageTimetoken),
          eq(realtimeMessageActions.actionTimetoken, actionTimetoken),
        ),
      );
    return row;
  }

  async remove(channel: string, actionTimetoken: bigint): Promise<void> {
    await this.db
      .delete(realtimeMessageActions)
      .where(and(eq(realtimeMessageActions.channel, channel), eq(realtimeMessageActions.actionTimetoken, actionTimetoken)));
  }

  /** Actions with timetoken < start and ≥ end: the newest `limit`, oldest first (protocol §10.3). */
  async list(channel: string, range: { start?: bigint; end?: bigint }, limit: number): Promise<MessageActionRow[]> {
    const conditions: SQL[] = [eq(realtimeMessageActions.channel, channel)];
    if (range.start !== undefined) conditions.push(lt(realtimeMessageActions.actionTimetoken, range.start));
    if (range.end !== undefined) conditions.push(gte(realtimeMessageActions.actionTimetoken, range.end));
    const rows = await this.db
      .select()
      .from(realtimeMessageActions)
      .where(and(...conditions))
      .orderBy(desc(realtimeMessageActions.actionTimetoken))
      .limit(limit);
    return rows.reverse();
  }

  /** The actions of these messages, oldest first. */
  async ofMessages(channel: string, messageTimetokens: bigint[]): Promise<MessageActionRow[]> {
    if (!messageTimetokens.length) return [];
    return this.db
      .select()
      .from(realtimeMessageActions)
      .where(and(eq(realtimeMessageActions.channel, channel), inArray(realtimeMessageActions.messageTimetoken, messageTimetokens)))
      .orderBy(asc(realtimeMessageActions.actionTimetoken));
  }
}
