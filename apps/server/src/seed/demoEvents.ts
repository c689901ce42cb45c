import type { EventAnswer, eventVisibilities } from '@meshwork/contracts';
import type { SceneKind } from './demoScenes.js';
import type { DemoUsername } from './demoMembers.js';

/** Upcoming events of the demo network: when (days from the day it is made), who is invited and what they answered. */
export const demoEvents: Array<{
  host: DemoUsername;
  title: string;
  description: string;
  inDays: number;
  /** Local start hour and length, in the host's time zone. */
  startsAtHour: number;
  hours: number;
  timeZone: string;
  place: string;
  link?: string;
  visibility: (typeof eventVisibilities)[number];
  cover?: SceneKind;
  guests: Partial<Record<DemoUsername, EventAnswer | 'invited'>>;
}> = [
  {
    host: 'ava',
    title: 'Avatar pack launch party',
    description: 'Try on the 24 new faces and 60 hairstyles together. Hats optional, fun mandatory.',
    inDays: 3,
    startsAtHour: 18,
    hours: 3,
    timeZone: 'Europe/Stockholm',
    place: 'The Meshwork plaza',
    visibility: 'friends',
    cover: 'grid',
    guests: { kenji: 'going', sofia: 'going', noah: 'maybe', amara: 'going', lucas: 'invited', priya: 'maybe' },
  },
  {
    host: 'kenji',
    title: 'Rooftop room: lights on',
    description: 'Watch the Osaka skyline light up from the rooftop room, with music by Hana.',
    inDays: 1,
    startsAtHour: 18,
    hours: 2,
    timeZone: 'Asia/Tokyo',
    place: 'Rooftop room',
    link: 'https://meshwork.example/rooms/rooftop',
    visibility: 'public',
    guests: { ava: 'invited', hana: 'going', noah: 'going' },
  },
  {
    host: 'amara',
    title: 'Zero-gravity yoga',
    description: 'A gentle class in the orbital gym. Beginners welcome, floating encouraged.',
    inDays: 6,
    startsAtHour: 8,
    hours: 1,
    timeZone: 'Africa/Lagos',
    place: 'Orbital gym',
    visibility: 'friends',
    guests: { ava: 'maybe', zara: 'going' },
  },
  {
    host: 'noah',
    title: 'XR input mapper hack night',
    description: 'Bring a controller, leave with a pull request. Pizza in VR and in real life.',
    inDays: 10,
    startsAtHour: 19,
    hours: 3,
    timeZone: 'Europe/Berlin',
    place: 'c-base, Berlin and online',
    link: 'https://meshwork.example/hack-night',
    visibility: 'public',
    guests: { ava: 'invited', kenji: 'going', elias: 'maybe' },
  },
];
