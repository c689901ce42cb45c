import type { ComponentType } from 'react';
import type { ProfileSectionSlug } from '../../paths/profileSections';

/** A tab that has no content of its own yet: the placeholder page. */
const placeholder = () => import('./ProfileSectionPage').then((module) => module.ProfileSectionPage);

/** The component of each profile page, loaded when the page is first opened: one file per tab. */
export const profileTabs: Record<ProfileSectionSlug, () => Promise<ComponentType>> = {
  timeline: () => import('./tabs/TimelineTab').then((module) => module.TimelineTab),
  about: placeholder,
  friends: () => import('./tabs/FriendsTab').then((module) => module.FriendsTab),
  gallery: placeholder,
  'activity-feed': placeholder,
};
