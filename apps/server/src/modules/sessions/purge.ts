import type { JobQueue } from '../../jobs/queue.js';
import { knownBrowserCutoff, type EmailTokenStore, type KnownBrowserStore, type SessionStore } from '../auth/index.js';

const sessionPurgeTask = 'sessions-purge';
// Hourly, at an odd minute so it does not meet other hourly work.
const schedule = '17 * * * *';
// An expired session is kept a month, so its holder hears "Token has expired" (the login prompt), not "invalid token".
const dayMs = 24 * 60 * 60 * 1000;
const expiredRetentionMs = 30 * dayMs;
// Mailed codes count towards the hour's caps by the time they were sent; a day past expiry none can count any more.
const mailedSecretRetentionMs = dayMs;

interface PurgedStores {
  sessions: SessionStore;
  knownBrowsers: KnownBrowserStore;
  emailTokens: EmailTokenStore;
}

/** Deletes sessions long expired, browsers no longer known and mailed links and codes long expired. */
async function purgeSessions({ sessions, knownBrowsers, emailTokens }: PurgedStores, now = new Date()) {
  return {
    sessions: await sessions.purgeExpiredBefore(new Date(now.getTime() - expiredRetentionMs)),
    browsers: await knownBrowsers.forgetUnusedBefore(knownBrowserCutoff(now)),
    mailedSecrets: await emailTokens.forgetExpiredBefore(new Date(now.getTime() - mailedSecretRetentionMs)),
  };
}

/** The purge runs once an hour, on one node of however many run. */
export function scheduleSessionPurge(jobs: JobQueue, stores: PurgedStores): void {
  jobs.define(sessionPurgeTask, () => purgeSessions(stores).then(() => undefined));
  jobs.recurring(sessionPurgeTask, schedule);
}
