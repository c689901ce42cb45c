import type { AuditEntryView, Person } from '@meshwork/contracts';
import type { AuditEntry } from './auditLog.js';

export function presentAuditEntry(entry: AuditEntry, subject: Person | null): AuditEntryView {
  return {
    id: entry.id,
    actor_name: entry.actorName,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    subject,
    reason: entry.reason,
    case_id: entry.caseId,
    details: entry.details,
    created_at: entry.createdAt.toISOString(),
  };
}
