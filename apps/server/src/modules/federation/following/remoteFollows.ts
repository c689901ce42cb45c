import type { Context } from '@fedify/fedify';
import type { Activity, Actor } from '@fedify/vocab';
import { federationCopy, federationLimits, type RemoteAccount, type RemoteFollowedAccount } from '@meshwork/contracts';
import { AppError, conflict, notFound } from '../../../http/errors.js';
import type { RemoteActorRow, RemoteActors } from '../remoteActors.js';
import type { RemoteBlocks } from '../remoteBlocks.js';
import { AccountLookupError, type AccountLookupFailure, type AccountResolver } from './accountResolver.js';
import { followOf, newFollowId, recipientOf, undoFollowOf } from './followActivities.js';
import { accountPicturePath } from '../media/remotePictures.js';
import { remoteProfileExtras } from './remoteProfile.js';
import { presentFollowedAccount, type RemoteFollowing } from './remoteFollowing.js';

/** How each failed look-up answers: an account that is not there is a 404; the rest is the member's input (422), never a 5xx. */
const lookupAnswers: Record<AccountLookupFailure, () => AppError> = {
  invalid: () => new AppError(422, 'invalid_account', federationCopy.accountInvalid),
  own_server: () => new AppError(422, 'own_server_account', federationCopy.ownServerAccount),
  not_found: () => notFound('remote_account_not_found', federationCopy.accountNotFound),
  unreachable: () => new AppError(422, 'remote_server_unreachable', federationCopy.serverUnreachable),
  refused: () => new AppError(422, 'remote_server_refused', federationCopy.serverRefused),
};

export interface RemoteFollowsDependencies {
  resolver: AccountResolver;
  remoteActors: RemoteActors;
  following: RemoteFollowing;
  blocks: RemoteBlocks;
  /** A context of the federation, to send as members and to load remote documents. */
  context: Context<void>;
}

/**
 * Members following accounts of other servers: resolving what they write to a remote actor, the
 * Follow (pending until the remote Accept) and its Undo, and the remote profile page.
 */
export class RemoteFollows {
  constructor(private readonly deps: RemoteFollowsDependencies) {}

  /** Follows the account; `created` is false when the member already followed it (a pending Follow is sent again, under a new id). */
  async follow(memberId: string, account: string): Promise<{ account: RemoteFollowedAccount; created: boolean }> {
    const { following } = this.deps;
    const stored = await this.remembered(await this.resolve(account));
    if (await this.deps.blocks.blocked(memberId, stored.id)) throw conflict('account_blocked', federationCopy.accountBlocked);
    const existing = await following.of(memberId, stored.id);
    if (!existing && (await following.count(memberId)) >= federationLimits.followedMax)
      throw conflict('too_many_followed', federationCopy.tooManyFollowed);
    const actorUri = this.deps.context.getActorUri(memberId);
    const followId = newFollowId(actorUri).href;
    const { follow, created } = existing
      ? { follow: existing.state === 'pending' ? await following.renew(existing, followId) : existing, created: false }
      : await following.add(memberId, stored.id, followId);
    if (follow.state === 'pending') await this.send(memberId, stored, followOf(follow.followActivityId, actorUri, stored));
    return { account: presentFollowedAccount(stored, follow.state), created };
  }

  /** Unfollows the account by its id here: an Undo embedding our Follow tells its server. */
  async unfollow(memberId: string, remoteActorId: string): Promise<void> {
    const removed = await this.deps.following.remove(memberId, remoteActorId);
    if (!removed) throw notFound('not_following', federationCopy.notFollowing);
    const follow = followOf(removed.follow.followActivityId, this.deps.context.getActorUri(memberId), removed.actor);
    await this.send(memberId, removed.actor, undoFollowOf(follow));
  }

  /** A remote account's profile as its server gives it now, with the member's follow of it. */
  async account(memberId: string, account: string): Promise<RemoteAccount> {
    const actor = await this.resolve(account);
    const stored = await this.remembered(actor);
    const [follow, blocked, extras] = await Promise.all([
      this.deps.following.of(memberId, stored.id),
      this.deps.blocks.blocked(memberId, stored.id),
      remoteProfileExtras(actor, this.deps.context),
    ]);
    return {
      id: stored.id,
      handle: stored.handle,
      name: stored.name,
      icon_url: accountPicturePath(stored.id, 'icon', stored.iconUrl),
      header_url: accountPicturePath(stored.id, 'header', stored.headerUrl),
      summary_html: extras.summaryHtml,
      url: stored.uri,
      followers_count: extras.followersCount,
      following_count: extras.followingCount,
      follow_state: follow?.state ?? null,
      blocked,
      posts: extras.posts,
    };
  }

  private async resolve(account: string): Promise<Actor> {
    try {
      return await this.deps.resolver.resolve(account);
    } catch (error) {
      if (error instanceof AccountLookupError) throw lookupAnswers[error.failure]();
      throw error;
    }
  }

  private async remembered(actor: Actor) {
    const stored = await this.deps.remoteActors.remember(actor, this.deps.context.contextLoader);
    if (!stored) throw lookupAnswers.not_found();
    return stored;
  }

  private async send(memberId: string, actor: RemoteActorRow, activity: Activity) {
    await this.deps.context.sendActivity({ identifier: memberId }, recipientOf(actor), activity);
  }
}
