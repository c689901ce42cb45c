/**
 * Every staff page and the sidebar's staff menu, loaded together: only moderators and
 * administrators load them, and one lazy import keeps the entry chunk every member loads from
 * naming each (docs/decisions.md).
 */
export { ModerationPage } from '../features/moderationQueue/ModerationPage';
export { CasePage } from '../features/moderationQueue/CasePage';
export { MemberRecordPage } from '../features/moderationQueue/MemberRecordPage';
export { AppealsPage } from '../features/moderation/AppealsPage';
export { AdminPage } from './AdminPage';
export { StaffMenu } from './StaffMenu';
