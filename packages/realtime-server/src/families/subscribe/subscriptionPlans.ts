import type { FastifyRequest } from 'fastify';
import type { AccessPolicy } from '../../access/accessPolicy.js';
import type { BusMessage } from '../../bus/busMessage.js';
import type { Caller } from '../../serviceTypes.js';
import type { SubscribeRequest } from './subscribeRequest.js';
import { subscriptionKeyOf } from './subscribeRequest.js';
import { urlKeyedCache, urlKeyedCacheBudget } from './urlKeyedCache.js';

/** A subscribe request read and authorised: what a long-poll of it listens to and how it filters. */
export interface SubscriptionPlan {
  caller: Caller;
  subscribe: SubscribeRequest;
  /** Channel → its subscription name (`b`). */
  routes: Map<string, string>;
  /** The groups it listens through, without their `-pnpres`. */
  groups: string[];
  accepts: (message: BusMessage) => boolean;
  /** Where its client counts as present while a request is held. */
  presentOn: string[];
  states: Record<string, unknown>;
  /** The access policy's change mark taken before it was authorised. */
  mark: number;
  /** The caller as its request names it, read anew (a session may have ended since). */
  callerNow: () => Promise<Caller>;
}

// A plan holds answers of the access cache: living at most this long, it adds little to their own lifetimes.
const planTtlMs = 10_000;
const maxPlans = 50_000;

/**
 * The plans of the subscribe requests this node answered lately, by what names a request (its
 * cursor aside), so that a client's next long-poll costs no parsing and no authorisation. A plan is
 * used only while its member's access has not changed since it was authorised (a sign-out, a
 * block, a group left: the next poll is authorised anew and refused if it must be) and, when it
 * listens through channel groups, while no group changed.
 */
export class SubscriptionPlans {
  private readonly plans;
  private groupChanges = 0;

  constructor(
    private readonly policy: AccessPolicy,
    budget = urlKeyedCacheBudget,
  ) {
    this.plans = urlKeyedCache<{ plan: SubscriptionPlan; groupChanges: number }>({ ttlMs: planTtlMs, maxEntries: maxPlans, budget });
  }

  /** The plan of a request: the one made for an earlier request alike while it holds, else a new one from `make`. */
  async of(request: FastifyRequest, make: (request: FastifyRequest) => Promise<SubscriptionPlan>): Promise<SubscriptionPlan> {
    const key = subscriptionKeyOf(request);
    const known = this.known(key);
    if (known) return known;
    const groupChanges = this.groupChanges;
    const plan = await make(request);
    this.plans.set(key, { plan, groupChanges });
    return plan;
  }

  /** The plan kept under `key` (`subscriptionKeyOf`), if it still holds. */
  known(key: string): SubscriptionPlan | undefined {
    const known = this.plans.get(key);
    return known && this.holds(known.plan, known.groupChanges) ? known.plan : undefined;
  }

  /** Some channel groups changed: plans that listen through groups are made again. */
  groupsChanged(): void {
    this.groupChanges++;
  }

  private holds(plan: SubscriptionPlan, groupChanges: number): boolean {
    if (plan.groups.length && groupChanges !== this.groupChanges) return false;
    return !this.policy.changedSince(plan.caller, plan.mark);
  }
}
