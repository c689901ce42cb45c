import { daysUntilPurge, limits, mailCopy } from '@meshwork/contracts';
import { eraseRealtimeMember } from '@meshwork/realtime-server';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import type { MemberRow, UsersService } from '../users/index.js';
import { serverLimits } from '../../serverLimits.js';

const purgeTask = 'account-purge';
const purgeReminderTask = 'account-purge-reminder';
const suspensionPurgeTask = 'suspension-purge';

interface PurgePayload {
  memberId: string;
  /** The deletion request the job was scheduled for: a newer request or a reactivation voids it. */
  requestedAt: string;
}

export interface AccountPurgeDeps {
  /** The realtime service's tables are in the product database. */
  db: Db;
  /** Erases the member with their images. */
  users: UsersService;
  jobs: JobQueue;
  mailer: Mailer;
  /** Where the realtime service keeps the files shared in conversations, which it erases itself. */
  storage: FileStorage;
  publicUrl: string;
}

/**
 * What a module registered after this one erases of a member at the purge, before the member row
 * goes: the files of its own layout (its rows go with the member's by foreign key).
 */
export type ErasureStep = (memberId: string) => Promise<void>;

const dayMs = 24 * 60 * 60 * 1000;
const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * dayMs);

/**
 * Erases an account and all its data when its retention period is over, and mails a reminder a
 * few days before. Both are graphile-worker jobs due at a date, so they survive restarts.
 */
export class AccountPurge {
  private readonly erasureSteps: ErasureStep[] = [];

  constructor(private readonly deps: AccountPurgeDeps) {
    deps.jobs.define<PurgePayload>(purgeTask, (job) => this.purge(job.memberId, new Date(job.requestedAt)).then(() => undefined));
    deps.jobs.define<PurgePayload>(purgeReminderTask, (job) => this.remind(job.memberId, new Date(job.requestedAt)).then(() => undefined));
    deps.jobs.define<PurgePayload>(suspensionPurgeTask, (job) =>
      this.purgeSuspended(job.memberId, new Date(job.requestedAt)).then(() => undefined),
    );
  }

  /** Adds a module's own erasure to every purge. */
  addErasureStep(step: ErasureStep): void {
    this.erasureSteps.push(step);
  }

  /** One job of each kind per member: a new request replaces the jobs of an older one. */
  async schedule(memberId: string, requestedAt: Date): Promise<void> {
    const payload: PurgePayload = { memberId, requestedAt: requestedAt.toISOString() };
    const retention = limits.deactivatedRetentionDays;
    await this.deps.jobs.add(purgeTask, payload, {
      runAt: daysAfter(requestedAt, retention),
      jobKey: `${purgeTask}:${memberId}`,
      jobKeyMode: 'replace',
      maxAttempts: 25,
    });
    await this.deps.jobs.add(purgeReminderTask, payload, {
      runAt: daysAfter(requestedAt, retention - serverLimits.purgeReminderDaysBefore),
      jobKey: `${purgeReminderTask}:${memberId}`,
      jobKeyMode: 'replace',
    });
  }

  /**
   * Deletes what the member left in the realtime service, the mails kept for them, and the member
   * with their images and everything that hangs on the row. Does nothing unless the same request
   * still stands and no day is left.
   */
  async purge(memberId: string, requestedAt: Date, now = new Date()): Promise<boolean> {
    const member = await this.standingRequest(memberId, requestedAt);
    if (!member || daysUntilPurge(requestedAt, now) > 0) return false;
    await this.erase(member);
    return true;
  }

  /**
   * A suspension keeps the member's data for the same period as a deletion request, then erases
   * it the same way (docs/moderation.md); unsuspending, or a newer suspension, voids the job.
   */
  async scheduleSuspended(memberId: string, suspendedAt: Date): Promise<void> {
    const payload: PurgePayload = { memberId, requestedAt: suspendedAt.toISOString() };
    await this.deps.jobs.add(suspensionPurgeTask, payload, {
      runAt: daysAfter(suspendedAt, limits.deactivatedRetentionDays),
      jobKey: `${suspensionPurgeTask}:${memberId}`,
      jobKeyMode: 'replace',
      maxAttempts: 25,
    });
  }

  async purgeSuspended(memberId: string, suspendedAt: Date, now = new Date()): Promise<boolean> {
    const member = await this.deps.users.find(memberId);
    if (member?.suspendedAt?.getTime() !== suspendedAt.getTime() || daysUntilPurge(suspendedAt, now) > 0) return false;
    await this.erase(member);
    return true;
  }

  private async erase(member: MemberRow): Promise<void> {
    const memberId = member.id;
    // Realtime data (keyed by the member's realtime identity, not a foreign key), the mails and the
    // files go before the member row, so a job retried after a failure still finds the member and finishes.
    await eraseRealtimeMember(this.deps.db, memberId, this.deps.storage);
    await this.deps.mailer.forgetMailTo(member.email);
    for (const step of this.erasureSteps) await step(memberId);
    await this.deps.users.erase(member);
  }

  async remind(memberId: string, requestedAt: Date, now = new Date()): Promise<boolean> {
    const member = await this.standingRequest(memberId, requestedAt);
    const daysLeft = daysUntilPurge(requestedAt, now);
    if (!member || daysLeft === 0) return false;
    const day = daysAfter(requestedAt, limits.deactivatedRetentionDays).toUTCString().slice(0, 16);
    await this.deps.mailer.send(
      actionMail(
        member.email,
        mailCopy.deletionReminder.subject,
        mailCopy.greeting(member.nickname),
        mailCopy.deletionReminder.body(daysLeft, day),
        { label: mailCopy.deletionReminder.action, url: `${this.deps.publicUrl}/auth/login` },
      ),
    );
    return true;
  }

  private async standingRequest(memberId: string, requestedAt: Date): Promise<MemberRow | undefined> {
    const member = await this.deps.users.find(memberId);
    return member?.deleteRequestTimestamp?.getTime() === requestedAt.getTime() ? member : undefined;
  }
}
