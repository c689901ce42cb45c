/** The profile pages of §2; the timeline is the profile's index page. */
export const profileSections = [
  { slug: 'timeline', title: 'Timeline' },
  { slug: 'about', title: 'About' },
  { slug: 'friends', title: 'Friends' },
  { slug: 'gallery', title: 'Gallery' },
  { slug: 'activity-feed', title: 'Activity' },
] as const;

export type ProfileSectionSlug = (typeof profileSections)[number]['slug'];

export function profilePath(username: string, section: ProfileSectionSlug = 'timeline'): string {
  const base = `/profile/${encodeURIComponent(username)}`;
  return section === 'timeline' ? base : `${base}/${section}`;
}
