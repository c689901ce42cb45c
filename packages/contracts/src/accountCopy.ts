import { limits } from './limits.js';

/** The login form's code step, shown when the server answers `login_code_required`. */
export const loginCodeCopy = {
  title: 'Check your inbox',
  codeLabel: 'Code from the email',
  submit: 'Log in with the code',
  startOver: 'Start over',
  expiry: `The code works once, for ${limits.twoFactorCodeTtlMinutes} minutes. No mail? Check the password and start over.`,
} as const;

/** The "Where you're logged in" section of the settings page. */
export const sessionsCopy = {
  title: "Where you're logged in",
  description: 'Every browser and app that is logged in to your account. If you do not recognise one, log it out and change your password.',
  thisDevice: 'This device',
  waitingForCode: 'Waiting for the two-factor code',
  /** "Chrome 126 on Windows 10": how a session is named in the list. */
  sessionName: (browser: string | null, os: string | null) => `${browser ?? 'Unknown browser'} on ${os ?? 'an unknown system'}`,
  lastActive: 'Last active',
  loggedIn: 'Logged in',
  logOut: 'Log out',
  logOutSession: (name: string) => `Log out ${name}`,
  endOthers: 'Log out everywhere else',
  endOthersTitle: 'Log out everywhere else?',
  endOthersDescription: 'Every other browser and app logged in to your account is logged out at once. This one stays logged in.',
  onlyHere: 'You are logged in only here.',
  loading: 'Loading where you are logged in…',
  loadFailed: 'Your sessions could not be loaded.',
  retry: 'Try again',
  listLimited: `Showing the ${limits.sessionsListMax} most recently active.`,
} as const;
