import type { Context } from '@fedify/fedify';
import { Block, Undo, type Activity } from '@fedify/vocab';
import { federationCopy } from '@meshwork/contracts';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../http/errors.js';
import type { NotificationService } from '../../notifications/index.js';
import { recipientOf } from '../following/followActivities.js';
import type { RemoteActorRow } from '../remoteActors.js';
import type { RemoteBlocks } from '../remoteBlocks.js';

const blockOf = (id: string, actorUri: URL, blocked: RemoteActorRow) =>
  new Block({ id: new URL(id), actor: actorUri, object: new URL(blocked.uri) });

/**
 * Members blocking accounts of other servers, by the account's id here (the one its profile page
 * answers). A Block tells the account's server, which ends the follows on its side as Mastodon
 * does, and the member keeps no notification of it; an unblock sends the Undo embedding it.
 */
export class AccountBlocking {
  constructor(
    private readonly blocks: RemoteBlocks,
    private readonly context: Context<void>,
    private readonly notifications: Pick<NotificationService, 'forgetRemoteActor'>,
  ) {}

  async block(memberId: string, remoteActorId: string): Promise<void> {
    const actorUri = this.context.getActorUri(memberId);
    const blockId = new URL(`#blocks/${randomUUID()}`, actorUri).href;
    const blocked = await this.blocks.add(memberId, remoteActorId, blockId);
    if (blocked) {
      await this.notifications.forgetRemoteActor(memberId, remoteActorId);
      await this.send(memberId, blocked, blockOf(blockId, actorUri, blocked));
    } else if (!(await this.blocks.blocked(memberId, remoteActorId)))
      throw notFound('remote_account_not_found', federationCopy.accountNotFound);
  }

  async unblock(memberId: string, remoteActorId: string): Promise<void> {
    const removed = await this.blocks.remove(memberId, remoteActorId);
    if (!removed) throw notFound('not_blocked', federationCopy.notBlocked);
    const actorUri = this.context.getActorUri(memberId);
    const block = blockOf(removed.blockActivityId, actorUri, removed.actor);
    await this.send(memberId, removed.actor, new Undo({ id: new URL(`#undos/${randomUUID()}`, actorUri), actor: actorUri, object: block }));
  }

  private async send(memberId: string, actor: RemoteActorRow, activity: Activity) {
    await this.context.sendActivity({ identifier: memberId }, recipientOf(actor), activity);
  }
}
