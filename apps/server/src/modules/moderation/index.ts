/** Moderation: the staff policy every moderation and administration route asks (docs/moderation.md). */
export { staffPolicies, type StaffPolicies } from './policies.js';
export { mayActOn, mayAdminister, mayModerate } from './roles.js';
export { registerStaffRoutes } from './staffRoutes.js';
