import { Activity, Images, Info, PenLine, Users, type LucideIcon } from 'lucide-react';
import type { ProfileSectionSlug } from '../../paths/profileSections';

interface SectionCopy {
  icon: LucideIcon;
  /** Empty-state title and text on your own profile, then on someone else's. */
  own: [string, string];
  other: (name: string) => [string, string];
}

export const sectionCopy: Record<ProfileSectionSlug, SectionCopy> = {
  timeline: {
    icon: PenLine,
    own: ['Your timeline is empty', 'Your posts and the moments you share will be collected here.'],
    other: (name) => [`${name} has not posted yet`, 'Their posts will appear here as soon as they share something.'],
  },
  about: {
    icon: Info,
    own: ['Tell people about yourself', 'Your bio, location and birthday will show here once you add them.'],
    other: (name) => [`${name} has not shared details yet`, 'Bio, location and birthday appear here when they add them.'],
  },
  friends: {
    icon: Users,
    own: ['Your friends will be listed here', 'Find people you know in the friends panel and start a conversation.'],
    other: (name) => [`${name}'s friends are not shown yet`, 'Friend lists on profiles are on their way.'],
  },
  gallery: {
    icon: Images,
    own: ['No photos or avatars yet', 'Pictures and avatar snapshots you upload will be gathered in your gallery.'],
    other: (name) => [`${name}'s gallery is empty`, 'Photos and avatar snapshots they share will appear here.'],
  },
  'activity-feed': {
    icon: Activity,
    own: ['No activity yet', 'Likes, comments and new friendships will be listed here as they happen.'],
    other: (name) => [`No activity from ${name} yet`, 'Their likes, comments and new friendships will be listed here.'],
  },
};
