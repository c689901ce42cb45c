import type { Federation, SenderKeyPair } from '@fedify/fedify';
import type { webcrypto } from 'node:crypto';
import type { ActorKeyPairs } from '../keyPairs.js';
import { deleteOf } from '../objects/activities.js';
import type { RemoteFollowers } from '../remoteFollowers.js';

/**
 * The member's keys as Fedify names them for an actor (`Context.getActorKeyPairs`: `#main-key`,
 * then `#key-2`…), given here because an erased member is no longer an actor Fedify can ask.
 */
function senderKeysOf(actor: URL, pairs: webcrypto.CryptoKeyPair[]): SenderKeyPair[] {
  return pairs.map((pair, index) => ({
    keyId: new URL(index === 0 ? '#main-key' : `#key-${index + 1}`, actor),
    privateKey: pair.privateKey,
  }));
}

/**
 * An erasure step: the member's remote followers are sent a `Delete` of the actor. It is queued
 * before the member row (and the key pairs, which cascade with it) goes: Fedify's queued message
 * carries the private keys (as JWK), so the delivery still signs after the erase. A member who is
 * leaving is no actor any more, so the recipients and keys are read here, not through the dispatchers.
 */
export function actorDeletion(
  federation: Federation<void>,
  deps: { publicUrl: string; remoteFollowers: RemoteFollowers; keyPairs: ActorKeyPairs },
) {
  return async (memberId: string): Promise<void> => {
    const recipients = await deps.remoteFollowers.recipients(memberId);
    if (recipients.length === 0) return;
    const ctx = federation.createContext(new URL(deps.publicUrl), undefined);
    const actor = ctx.getActorUri(memberId);
    const keys = senderKeysOf(actor, await deps.keyPairs.of(memberId));
    await ctx.sendActivity(keys, recipients, deleteOf(actor, actor), { preferSharedInbox: true });
  };
}
