import type { TestApp } from './testApp.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the queue holds no job of this task that runs or will still run (done, or failed for
 * good). A running job already counts its attempt, so its last attempt is found by its lock.
 */
export async function jobsSettled(t: TestApp, task: string): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await t.app.database.pool.query<{ pending: number }>(
      'select count(*)::int as pending from graphile_worker.jobs where task_identifier = $1 and (attempts < max_attempts or locked_at is not null)',
      [task],
    );
    if (rows[0]!.pending === 0) return;
    await sleep(20);
  }
  throw new Error(`the ${task} jobs did not settle`);
}

/** Waits until every new post has reached the home timelines it goes to (the fan-out job). */
export const fannedOut = (t: TestApp) => jobsSettled(t, 'feed-fan-out');

/** Waits until every author who entered a member's circle has had their recent posts merged into that member's timeline. */
export const merged = (t: TestApp) => jobsSettled(t, 'feed-merge');

/** Waits until every link asked for by address (password reset, a new verification link) is mailed. */
export const linkMailsSent = (t: TestApp) => jobsSettled(t, 'link-mail');
