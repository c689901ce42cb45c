import { limits } from '@meshwork/contracts';
import { TextField, type TextFieldProps } from './TextField';

/** A six-digit code (mailed or member-chosen): the numeric keyboard on phones, no more digits than a code has. */
export function CodeField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="off" maxLength={limits.twoFactorCodeLength} {...props} />;
}
