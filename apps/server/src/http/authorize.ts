import type { AppError } from './errors.js';

/**
 * Whether a viewer may do one thing to a target (each feature keeps its own in `policies.ts`).
 * `may` is the plain answer other code asks too; `refusal` is what a refused client hears: 404
 * where the target's existence must not leak, 403 where it may.
 */
export interface Policy<Target> {
  may(viewerId: string, target: Target): Promise<boolean> | boolean;
  refusal(viewerId: string, target: Target): Promise<AppError> | AppError;
}

/** A route's access decision in one line: throws the policy's refusal unless the viewer may. */
export async function authorize<Target>(policy: Policy<Target>, viewerId: string, target: Target): Promise<void> {
  if (!(await policy.may(viewerId, target))) throw await policy.refusal(viewerId, target);
}
