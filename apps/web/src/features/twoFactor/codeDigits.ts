import { limits } from '@meshwork/contracts';

/** The six single-digit boxes of the two-factor code, as plain state transitions. */
export type CodeDigits = string[];

export const emptyCode = (): CodeDigits => Array.from({ length: limits.twoFactorCodeLength }, () => '');

export interface CodeEdit {
  digits: CodeDigits;
  /** The box to focus next. */
  focus: number;
}

/** Typing into a box keeps its last digit and moves on; anything else leaves the box as it was. */
export function enterDigit(digits: CodeDigits, index: number, typed: string): CodeEdit {
  const digit = typed.replace(/\D/g, '').slice(-1);
  if (!digit) return { digits, focus: index };
  const next = digits.with(index, digit);
  return { digits: next, focus: Math.min(index + 1, digits.length - 1) };
}

/** Backspace clears the box, or, on an empty one, the box before it and moves there. */
export function eraseDigit(digits: CodeDigits, index: number): CodeEdit {
  if (digits[index]) return { digits: digits.with(index, ''), focus: index };
  const previous = Math.max(index - 1, 0);
  return { digits: digits.with(previous, ''), focus: previous };
}

/** A paste fills every box when it holds exactly six digits (spaces allowed); anything else is ignored. */
export function pastedCode(text: string): CodeDigits | null {
  const compact = text.replace(/\s/g, '');
  return new RegExp(`^\\d{${limits.twoFactorCodeLength}}$`).test(compact) ? compact.split('') : null;
}
