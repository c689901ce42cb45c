import type { DomainPolicy, DomainPolicyForm, DomainPolicySeverity, Page } from '@meshwork/contracts';
import { domainPoliciesMax } from '@meshwork/contracts';
import { asc, count, eq, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { domainPolicies, remoteActors } from '../../../db/schema/federation.js';
import { cursorKeys } from '../../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../../http/pageCursor.js';

type PolicyRow = typeof domainPolicies.$inferSelect;

/** What applies to one remote host: the policy of the host itself or of the nearest domain above it. */
export interface HostPolicy {
  severity: DomainPolicySeverity;
  rejectMedia: boolean;
}

/**
 * The names a policy for the host may be kept under: the host with its port, then its name and
 * every domain above it (`a.b.example.com` → `a.b.example.com`, `b.example.com`, `example.com`, `com`).
 */
export function policyHostsOf(host: string): string[] {
  const lower = host.toLowerCase();
  const name = lower.replace(/:\d+$/, '');
  const labels = name.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  return lower === name ? domains : [lower, ...domains];
}

/** Whether a host column (with its port when it has one) falls under a policy that meets the condition: its own, or its domain's. */
function underPolicy(host: AnyColumn | SQL, condition: SQL): SQL {
  const name = sql`split_part(${host}, ':', 1)`;
  return sql`exists (select 1 from ${domainPolicies} where ${condition} and (${domainPolicies.host} = ${host} or ${domainPolicies.host} = ${name} or ${name} like '%.' || ${domainPolicies.host}))`;
}

/** Whether the host falls under a policy of one of the severities: a SQL condition, so lists filter in the query. */
export const hostUnderPolicy = (host: AnyColumn | SQL, severities: readonly DomainPolicySeverity[]): SQL =>
  underPolicy(host, inArray(domainPolicies.severity, [...severities]));

/** Whether the host's pictures and videos are refused. */
export const hostMediaRejected = (host: AnyColumn | SQL): SQL => underPolicy(host, eq(domainPolicies.rejectMedia, true));

const present = (row: PolicyRow): DomainPolicy => ({
  host: row.host,
  severity: row.severity,
  reject_media: row.rejectMedia,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The administrators' policies for other servers (table `domain_policies`), and what they decide of a host. */
export class DomainPolicies {
  constructor(private readonly db: Db) {}

  /** The policy that applies to the host: the most specific one kept for it or a domain above it. */
  async of(host: string): Promise<HostPolicy | undefined> {
    const candidates = policyHostsOf(host);
    const rows = await this.db
      .select({ host: domainPolicies.host, severity: domainPolicies.severity, rejectMedia: domainPolicies.rejectMedia })
      .from(domainPolicies)
      .where(inArray(domainPolicies.host, candidates));
    const nearest = candidates.map((candidate) => rows.find((row) => row.host === candidate)).find((row) => row !== undefined);
    return nearest && { severity: nearest.severity, rejectMedia: nearest.rejectMedia };
  }

  async isSuspended(host: string): Promise<boolean> {
    return (await this.of(host))?.severity === 'suspend';
  }

  /** In order of host, a page at a time. */
  async list(query: { cursor?: string; limit?: number }): Promise<Page<DomainPolicy>> {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor, [cursorKeys.text] as const);
    const rows = await this.db
      .select()
      .from(domainPolicies)
      .where(after ? gt(domainPolicies.host, after[0]) : undefined)
      .orderBy(asc(domainPolicies.host))
      .limit(limit + 1);
    return toPage(rows, limit, (row) => [row.host], present);
  }

  /**
   * Keeps the policy, new or changed; `undefined` when the table is full. A suspension deletes what
   * Meshwork kept of the server's accounts: their follows both ways, posts and reactions go with them.
   */
  async set(host: string, form: DomainPolicyForm, by: string): Promise<{ policy: DomainPolicy; created: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      // One writer at a time, so two new policies cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('domain-policies', 0))`);
      const [existing] = await tx.select({ host: domainPolicies.host }).from(domainPolicies).where(eq(domainPolicies.host, host));
      if (!existing) {
        const [kept] = await tx.select({ total: count() }).from(domainPolicies);
        if ((kept?.total ?? 0) >= domainPoliciesMax) return undefined;
      }
      const fields = { severity: form.severity, rejectMedia: form.reject_media, reason: form.reason };
      const [row] = await tx
        .insert(domainPolicies)
        .values({ host, ...fields, createdBy: by })
        .onConflictDoUpdate({ target: domainPolicies.host, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      if (form.severity === 'suspend') await tx.delete(remoteActors).where(hostUnderPolicy(remoteActors.host, ['suspend']));
      return { policy: present(row!), created: !existing };
    });
  }

  /** Lifts the policy; whether there was one. */
  async remove(host: string): Promise<boolean> {
    const removed = await this.db.delete(domainPolicies).where(eq(domainPolicies.host, host)).returning({ host: domainPolicies.host });
    return removed.length > 0;
  }
}
