import { newInvitationSchema, type NewInvitation } from '@meshwork/contracts';
import { z } from 'zod';

/** The expiry choices of the form, in days, and one that never expires. */
export const expiryChoices = ['1', '7', '30', '90', 'never'] as const;

/** The new invitation form: the expiry is a choice, sent as days or null (never). */
export const invitationFormSchema = newInvitationSchema
  .omit({ expires_in_days: true })
  .extend({ expiry: z.enum(expiryChoices) })
  .transform(({ expiry, ...invitation }): NewInvitation => ({
    ...invitation,
    expires_in_days: expiry === 'never' ? null : Number(expiry),
  }));
export type InvitationFormInput = z.input<typeof invitationFormSchema>;

/** One sign-up, for a week: what an administrator most often gives one person. */
export const invitationFormDefaults: InvitationFormInput = { max_uses: 1, expiry: '7', note: '' };
