import { accountCopy } from '@meshwork/contracts';
import type { MemberRow } from '../users/index.js';
import { badRequest, invalidFields } from '../../http/errors.js';
import { verifyPassword } from '../../crypto/secrets.js';

// A wrong secret answers 400, never 401: the web app logs out on any 401 (§4).
const wrong = (field: 'password' | 'security_code', message: string) =>
  badRequest(`wrong_${field}`, message, { message: { [field]: [message] } });

export async function assertPassword(member: MemberRow, password: string | undefined): Promise<void> {
  if (!password || !(await verifyPassword(member.passwordHash, password))) throw wrong('password', accountCopy.wrongPassword);
}

/** The member-chosen security code, when they have one, is asked again before deletion. */
export async function assertSecurityCodeIfSet(member: MemberRow, securityCode: string | undefined): Promise<void> {
  if (!member.securityCodeHash) return;
  if (!securityCode) throw invalidFields({ security_code: [accountCopy.securityCodeRequired] });
  if (!(await verifyPassword(member.securityCodeHash, securityCode))) throw wrong('security_code', accountCopy.wrongSecurityCode);
}

/** Guarded changes (two-factor off): the security code when the member has one, else the password. */
export async function assertSecurityCodeOrPassword(member: MemberRow, proof: { security_code?: string; password?: string }): Promise<void> {
  if (member.securityCodeHash) return assertSecurityCodeIfSet(member, proof.security_code);
  return assertPassword(member, proof.password);
}
