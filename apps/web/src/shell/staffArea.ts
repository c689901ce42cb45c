/**
 * Every staff page and the sidebar's staff menu, loaded together: only moderators and
 * administrators load them, and one lazy import keeps the entry chunk every member loads from
 * naming each (docs/decisions.md).
 */
export { ModerationPage } from '../features/moderationQueue/ModerationPage';
export { CasePage } from '../features/moderationQueue/CasePage';
export { MemberRecordPage } from '../features/moderationQueue/MemberRecordPage';
export { AppealsPage } from '../features/moderation/AppealsPage';
export { AuditLogPage } from '../features/moderation/AuditLogPage';
export { AdminMembersPage } from '../features/administration/AdminMembersPage';
export { InstanceSettingsPage } from '../features/administration/InstanceSettingsPage';
export { SignUpsPage } from '../features/administration/SignUpsPage';
export { StaffMenu } from './StaffMenu';
