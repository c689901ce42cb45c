import { type RegisterInput, authCopy } from '@meshwork/contracts';
import { forbidden, invalidFields } from '../../http/errors.js';
import type { InstanceSettingsStore, InvitationStore } from '../instance/index.js';

/** What the sign-up mode adds to the new member's row. */
export interface SignUpAdmission {
  awaitingApprovalSince: Date | null;
  signUpAnswer: string;
}

/**
 * Lets a registration through by the instance's sign-up mode (docs/moderation.md, "Sign-up modes"):
 * closed refuses it, approval needs an answer and leaves the account waiting, invitation needs a
 * code that may still be used, and counts the use.
 */
export async function admitSignUp(
  input: RegisterInput,
  instance: { settings: InstanceSettingsStore; invitations: InvitationStore },
): Promise<SignUpAdmission> {
  const { sign_up_mode: mode } = await instance.settings.publicView();
  if (mode === 'closed') throw forbidden('sign_up_closed', authCopy.signUpClosed);
  if (mode === 'approval') {
    const answer = input.sign_up_answer ?? '';
    if (answer === '') throw invalidFields({ sign_up_answer: [authCopy.answerRequired] });
    return { awaitingApprovalSince: new Date(), signUpAnswer: answer };
  }
  if (mode === 'invitation') {
    const code = input.invitation_code ?? '';
    if (code === '') throw invalidFields({ invitation_code: [authCopy.invitationRequired] });
    if (!(await instance.invitations.redeem(code))) throw forbidden('invitation_refused', authCopy.invitationRefused);
  }
  return { awaitingApprovalSince: null, signUpAnswer: '' };
}
