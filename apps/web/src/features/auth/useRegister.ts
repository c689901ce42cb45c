import { useMutation } from '@tanstack/react-query';
import { messages, type RegisterInput } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { api, outputOf } from '../../api/client';
import { hasFieldErrors } from './responses';

/** The form's fields, where the server's per-field messages (a taken username or email) show. */
export const registerFields: Array<keyof RegisterInput> = [
  'fullname',
  'username',
  'email',
  'password',
  'sign_up_answer',
  'invitation_code',
];

/** A refusal with field messages shows under the fields; any other as a toast. */
function registerFailureMessage(error: unknown): string | null {
  if (hasFieldErrors(error, registerFields)) return null;
  return isApiError(error) ? error.message : messages.somethingWentWrong;
}

/** Creates the account; the verification link is mailed, and in approval mode the account waits for an administrator. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => outputOf(api.POST('/auth/register', { body: input })),
    meta: { failureMessage: registerFailureMessage },
  });
}
