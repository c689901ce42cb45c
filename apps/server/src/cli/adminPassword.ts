import { passwordSchema } from '@meshwork/contracts';
import { isCommonPassword } from '@meshwork/contracts/common-passwords';
import { randomInt } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { CommandRefusal } from './commandRefusal.js';

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!#%+-=@^_~';
const alphabet = lower + upper + digits + symbols;

/** 20 characters of the password rule's four kinds (the rule's longest), about 124 random bits. */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (passwordSchema.safeParse(password).success && !isCommonPassword(password)) return password;
  }
}

/**
 * The password an operator gave: `ADMIN_PASSWORD`, else the first line of stdin when it is not a
 * terminal (a pipe or a file). Never an argument, which `ps` shows to every user of the machine.
 * Undefined when none was given: the command then makes one.
 */
export async function givenPassword(): Promise<string | undefined> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  const given = fromEnvironment ?? (process.stdin.isTTY ? undefined : (await text(process.stdin)).split(/\r?\n/)[0]);
  if (!given) return undefined;
  if (!passwordSchema.safeParse(given).success) {
    throw new CommandRefusal('The password must be 8 to 20 characters, with an uppercase and a lowercase letter, a digit and a symbol.');
  }
  if (isCommonPassword(given)) throw new CommandRefusal('The password is too common; choose another.');
  return given;
}
