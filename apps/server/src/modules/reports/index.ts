/** Reports: members report content and members; moderators work through them as cases (docs/moderation.md). */
export { openReportsAbout } from './memberReports.js';
