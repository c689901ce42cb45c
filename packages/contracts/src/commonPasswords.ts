import { dictionary } from '@zxcvbn-ts/language-common';
import { limits } from './limits.js';

/**
 * The most common passwords, from zxcvbn-ts's list (ordered by frequency). Kept out of the
 * package index so that the web app loads the list only when it asks for it.
 */
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, limits.commonPasswordCount));

/**
 * True for a listed password, compared without case, and for a listed word merely decorated with
 * leading or trailing digits and symbols ("Dragon#2026"): the first guesses of any attacker.
 */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const core = lowered.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return commonPasswords.has(lowered) || commonPasswords.has(core);
}
