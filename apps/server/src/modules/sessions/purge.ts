import type { JobQueue } from '../../jobs/queue.js';
import { knownBrowserCutoff, type KnownBrowserStore, type SessionStore } from '../auth/index.js';

const sessionPurgeTask = 'sessions-purge';
// Hourly, at an odd minute so it does not meet other hourly work.
const schedule = '17 * * * *';
// An expired session is kept a month, so its holder hears "Token has expired" (the login prompt), not "invalid token".
const expiredRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Deletes sessions long expired and browsers no longer known. */
async function purgeSessions(sessions: SessionStore, knownBrowsers: KnownBrowserStore, now = new Date()) {
  return {
    sessions: await sessions.purgeExpiredBefore(new Date(now.getTime() - expiredRetentionMs)),
    browsers: await knownBrowsers.forgetUnusedBefore(knownBrowserCutoff(now)),
  };
}

/** The purge runs once an hour, on one node of however many run. */
export function scheduleSessionPurge(jobs: JobQueue, sessions: SessionStore, knownBrowsers: KnownBrowserStore): void {
  jobs.define(sessionPurgeTask, () => purgeSessions(sessions, knownBrowsers).then(() => undefined));
  jobs.recurring(sessionPurgeTask, schedule);
}
