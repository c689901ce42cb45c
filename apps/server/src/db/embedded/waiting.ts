import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `promise` settles within `ms`; the timer does not keep the process alive once it has. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const timedOut = sleep(ms, false, { signal: timer.signal }).catch(() => false);
  const settled = promise.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([settled, timedOut]);
  timer.abort();
  return result;
}

/** Checks `condition` every `intervalMs` until it holds (true) or `ms` have passed (false). */
export async function waitUntil(condition: () => Promise<boolean>, ms: number, intervalMs = 50): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += intervalMs) {
    if (await condition()) return true;
    await sleep(intervalMs);
  }
  return condition();
}
