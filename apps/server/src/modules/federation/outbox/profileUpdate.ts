import type { RequestContext } from '@fedify/fedify';
import { PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import { clock } from '../../../clock/clock.js';

/**
 * A changed profile as an `Update` of the member's `Person`, as its actor document now reads; a
 * distinct id per change (`#updates/<ms>`), as Mastodon sends them. Nothing for a member who is no actor.
 */
export async function profileUpdateOf(ctx: RequestContext<void>, memberId: string): Promise<Update | null> {
  const person = await ctx.getActor(memberId);
  if (!person?.id) return null;
  return new Update({
    id: new URL(`#updates/${clock.now().getTime()}`, person.id),
    actor: person.id,
    to: PUBLIC_COLLECTION,
    object: person,
  });
}
