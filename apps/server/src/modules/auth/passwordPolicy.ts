import { authCopy } from '@meshwork/contracts';
import { isCommonPassword } from '@meshwork/contracts/common-passwords';
import { invalidFields } from '../../http/errors.js';

/**
 * Every place that sets a password (register, reset, change) calls this after the format rule:
 * a common password fails with a message of its own under the same field.
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalidFields({ [field]: [authCopy.commonPassword] });
}
