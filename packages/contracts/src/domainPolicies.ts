import { z } from 'zod';
import { domainPolicyCopy } from './copy/domainPolicies.js';

/** How far a server of the social web is kept away: not at all (its media may still be refused), limited (silenced) or suspended. */
export const domainPolicySeverities = ['none', 'silence', 'suspend'] as const;
export type DomainPolicySeverity = (typeof domainPolicySeverities)[number];

export const domainPolicyReasonMaxLength = 500;
/** More policies than this is a blocklist import, which is not offered. */
export const domainPoliciesMax = 5000;

// Letters, digits and hyphens in labels of at most 63, a dot between them, at most 253 in all; a port is allowed.
const hostPattern =
  /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;

/** A server's name as policies key it: lower case, no scheme, no path, no trailing dot. */
export const domainHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .pipe(z.string().regex(hostPattern, { error: domainPolicyCopy.invalidHost }));

export const domainPolicyParamsSchema = z.object({ host: domainHostSchema });

/** `PUT /api/admin/federation/domains/:host`. */
export const domainPolicyFormSchema = z.object({
  severity: z.enum(domainPolicySeverities, { error: domainPolicyCopy.invalidSeverity }),
  reject_media: z.boolean(),
  reason: z
    .string()
    .trim()
    .max(domainPolicyReasonMaxLength, { error: domainPolicyCopy.reasonTooLong(domainPolicyReasonMaxLength) }),
});
export type DomainPolicyForm = z.infer<typeof domainPolicyFormSchema>;

export const domainPolicySchema = domainPolicyFormSchema.extend({
  host: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DomainPolicy = z.infer<typeof domainPolicySchema>;
