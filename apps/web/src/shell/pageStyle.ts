import { profileSections } from '../paths/profileSections';

/** The page styles of §2, chosen from the URL. */
export type PageStyle = 'newsfeed' | 'profile' | 'favorite' | 'other' | 'default';

const otherPages = ['event-calendar', 'birthday', 'weather', 'music', 'games'];
const profilePages = new Set<string>(profileSections.map((section) => section.slug));

export function pageStyleFor(pathname: string): PageStyle {
  const [first = '', , section] = pathname.split('/').filter(Boolean);
  if (first === '' || first === 'newsfeed') return 'newsfeed';
  if (first === 'profile') return section === undefined || profilePages.has(section) ? 'profile' : 'default';
  // The specification's "favorite pages": the saved posts.
  if (first === 'favourites') return 'favorite';
  if (otherPages.includes(first)) return 'other';
  return 'default';
}

/** The left sidebar belongs to the newsfeed and the root only (§2). */
export function showsSidebar(pathname: string): boolean {
  return pathname === '/' || pathname === '/newsfeed' || pathname === '/newsfeed/';
}

/** Width of the content column per page style. */
export const contentWidth: Record<PageStyle, string> = {
  newsfeed: 'max-w-2xl',
  profile: 'max-w-4xl',
  favorite: 'max-w-3xl',
  other: 'max-w-3xl',
  default: 'max-w-3xl',
};
