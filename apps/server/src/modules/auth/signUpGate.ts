import { type RegisterInput, authCopy } from '@meshwork/contracts';
import type { Transaction } from '../../db/client.js';
import { forbidden, invalidFields } from '../../http/errors.js';
import type { InstanceSettingsStore, InvitationStore } from '../instance/index.js';

/** What the sign-up mode adds to the new member's row, and what it claims in the transaction that creates it. */
export interface SignUpAdmission {
  row: { awaitingApprovalSince: Date | null; signUpAnswer: string };
  claim: (tx: Transaction) => Promise<void>;
}

const claimNothing = async () => {};

/**
 * Lets a registration through by the instance's sign-up mode (docs/moderation.md, "Sign-up modes"):
 * closed refuses it, approval needs an answer and leaves the account waiting, invitation needs a
 * code that may still be used, and counts the use as the account is created.
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
    return { row: { awaitingApprovalSince: new Date(), signUpAnswer: answer }, claim: claimNothing };
  }
  const settled = { awaitingApprovalSince: null, signUpAnswer: '' };
  if (mode !== 'invitation') return { row: settled, claim: claimNothing };
  const code = input.invitation_code ?? '';
  if (code === '') throw invalidFields({ invitation_code: [authCopy.invitationRequired] });
  return {
    row: settled,
    claim: async (tx) => {
      if (!(await instance.invitations.redeem(code, tx))) throw forbidden('invitation_refused', authCopy.invitationRefused);
    },
  };
}
