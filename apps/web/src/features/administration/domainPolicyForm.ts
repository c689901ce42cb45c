import { domainHostSchema, domainPolicyFormSchema } from '@meshwork/contracts';
import type { z } from 'zod';

/** The form names the server beside its policy; the server's name goes in the address. */
export const domainPolicyFormFields = domainPolicyFormSchema.extend({ host: domainHostSchema });
export type DomainPolicyFormInput = z.input<typeof domainPolicyFormFields>;
export type DomainPolicyFormOutput = z.output<typeof domainPolicyFormFields>;

/** A limit, the gentler policy, with pictures kept: what an administrator most often starts with. */
export const domainPolicyFormDefaults: DomainPolicyFormInput = { host: '', severity: 'silence', reject_media: false, reason: '' };
