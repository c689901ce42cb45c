import { limits } from '../limits.js';

/** The login form's code step, shown when the server answers `login_code_required`. */
export const loginCodeCopy = {
  title: 'Check your inbox',
  codeLabel: 'Code from the email',
  submit: 'Log in with the code',
  startOver: 'Start over',
  expiry: `The code works once, for ${limits.twoFactorCodeTtlMinutes} minutes. No mail? Check the password and start over.`,
} as const;
