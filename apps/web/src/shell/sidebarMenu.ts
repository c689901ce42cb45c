import type { ReactNode } from 'react';
import { shellCopy } from '@meshwork/contracts';
import {
  Activity,
  Bell,
  Bookmark,
  Cake,
  CalendarDays,
  CircleUser,
  Images,
  Newspaper,
  PersonStanding,
  Rotate3d,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { eventCalendarPath } from '../paths/eventPaths';
import { roomsPath } from '../paths/roomPaths';
import { profilePath } from '../paths/profileSections';

export interface SidebarMenuItem {
  icon: LucideIcon;
  title: string;
  path: string;
  active: boolean;
  /** What shows after the title (the open cases' count). */
  trailing?: ReactNode;
}

/** The sidebar's menu (§2): every entry has an icon, a title, a path and an active flag. */
export function buildSidebarMenu(username: string, pathname: string): SidebarMenuItem[] {
  const items = [
    { icon: Newspaper, title: 'Newsfeed', path: '/newsfeed' },
    { icon: CircleUser, title: 'My profile', path: profilePath(username) },
    { icon: Users, title: 'Friends', path: profilePath(username, 'friends') },
    { icon: Images, title: 'Gallery', path: profilePath(username, 'gallery') },
    { icon: Activity, title: 'Activity', path: profilePath(username, 'activity-feed') },
    { icon: Bookmark, title: shellCopy.favouritesTitle, path: '/favourites' },
    { icon: PersonStanding, title: shellCopy.avatarsTitle, path: '/avatars' },
    { icon: Rotate3d, title: 'Rooms', path: roomsPath, ownsSubpaths: true },
    { icon: UserPlus, title: 'People', path: '/people' },
    { icon: CalendarDays, title: 'Events', path: eventCalendarPath, ownsSubpaths: true },
    { icon: Cake, title: 'Birthdays', path: '/birthday' },
    { icon: Bell, title: 'Notifications', path: '/notifications' },
  ];
  const current = pathname === '/' ? '/newsfeed' : pathname.replace(/\/$/, '');
  // An event's own page (`/event-calendar/:id`) belongs to Events, a room's to Rooms; profile tabs are entries of their own.
  return items.map(({ ownsSubpaths, ...item }) => ({
    ...item,
    active: item.path === current || (!!ownsSubpaths && current.startsWith(`${item.path}/`)),
  }));
}
