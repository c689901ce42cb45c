import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that no request awaits (a bus handler, a timer, a microtask, what follows a publish) must
 * not end the process when it fails: the failure is logged once and the node goes on.
 */

/** `work` wrapped so that a synchronous failure is logged instead of thrown into the event loop. */
export function guarded<Args extends unknown[]>(
  log: FastifyBaseLogger,
  what: string,
  work: (...args: Args) => void,
): (...args: Args) => void {
  return (...args) => {
    try {
      work(...args);
    } catch (error) {
      log.error({ err: error }, what);
    }
  };
}

/** Starts `work` without awaiting it; its failure, thrown or rejected, is logged. */
export function detached(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  new Promise((resolve) => resolve(work())).catch((error: unknown) => log.error({ err: error }, what));
}
