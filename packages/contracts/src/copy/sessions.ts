import { limits } from '../limits.js';

const unknownDevice = 'Unknown device';

/** Where the member is logged in: the settings section and the answers of its routes. */
export const sessionsCopy = {
  title: "Where you're logged in",
  description: 'Every browser and app that is logged in to your account. If you do not recognise one, log it out and change your password.',
  thisDevice: 'This device',
  waitingForCode: 'Waiting for the two-factor code',
  unknownDevice,
  /** "Chrome 126 on Windows 10": how a session is named in the list; a User-Agent naming neither reads "Unknown device". */
  sessionName: (browser: string | null, os: string | null) =>
    browser || os ? `${browser ?? 'Unknown browser'} on ${os ?? 'an unknown system'}` : unknownDevice,
  /** Sessions that would read alike, told apart in login order: "Chrome 126 on Windows 10 (2)". */
  numbered: (name: string, position: number) => `${name} (${position})`,
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
  // Answers of the sessions routes.
  sessionNotFound: 'This session does not exist or is already logged out',
  sessionEnded: 'That session is logged out',
  otherSessionsEnded: 'You are logged out everywhere else',
} as const;
