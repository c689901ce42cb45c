import { apiPaths, serverPathPrefixes } from './paths.js';

/** The first segment of a path: `/auth/login` → `auth`. */
const firstSegment = (path: string) => path.split('/')[1]!;

// The web app's pages by their first segment (apps/web/src/router.tsx; a test there checks that each is here).
const webPages = [
  'newsfeed',
  'post',
  'search',
  'hashtag',
  'favourites',
  // Its other spelling, so that no member takes it.
  'favorites',
  'people',
  'avatars',
  'messages',
  'notifications',
  'settings',
  'event-calendar',
  'birthday',
  'profile',
  'auth',
  'forgot-password',
  'reset-password',
  'account-deactivated',
  '404',
  'error',
  // The staff pages (/moderation, /admin/…) and a member's moderation pages.
  'admin',
  'moderation',
  'decisions',
  'suspended',
];

// Names that would speak for the service, its staff or its mail, or read as no name at all.
const serviceNames = [
  'admin',
  'administrator',
  'root',
  'system',
  'moderator',
  'mod',
  'staff',
  'support',
  'help',
  'security',
  'official',
  'meshwork',
  'about',
  'login',
  'logout',
  'register',
  'signup',
  'www',
  'mail',
  'email',
  'postmaster',
  'hostmaster',
  'webmaster',
  'abuse',
  'noreply',
  'static',
  'public',
  '.well-known',
  'null',
  'undefined',
  'me',
  'everyone',
];

/**
 * Usernames nobody may take, in lower case: the paths of the server and of the web app (a profile
 * address must never look like one of them) and names that would seem to speak for the service.
 */
export const reservedUsernames: ReadonlySet<string> = new Set([
  ...webPages,
  ...serviceNames,
  ...serverPathPrefixes.map(firstSegment),
  ...Object.values(apiPaths).map(firstSegment),
]);

/** Whether a username is reserved, whatever its case. */
export const isReservedUsername = (username: string) => reservedUsernames.has(username.trim().toLowerCase());
