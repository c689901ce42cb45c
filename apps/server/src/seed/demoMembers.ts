/** The demo network: people of an XR and avatar social network, with who knows whom. */
export const demoPassword = 'Meshwork#2026';

/**
 * The members. Tomás administers the demo instance and Hana moderates it (docs/moderation.md). Birthdays are counted from the day the network is made (`inDays`), so that Ava's
 * friends always have birthdays this week and next.
 */
export const demoMembers = [
  {
    username: 'ava',
    fullname: 'Ava Lindqvist',
    nickname: 'Ava',
    colour: '#6366f1',
    location: 'Stockholm',
    bio: 'Avatar designer. I sculpt faces for a living and hats for fun.',
    birthday: { inDays: 5, born: 1993 },
  },
  {
    username: 'kenji',
    fullname: 'Kenji Watanabe',
    nickname: 'Kenji',
    colour: '#0ea5e9',
    location: 'Osaka',
    bio: 'Building XR rooms where strangers become friends.',
    birthday: { inDays: 1, born: 1990 },
  },
  {
    username: 'amara',
    fullname: 'Amara Okafor',
    nickname: 'Amara',
    colour: '#10b981',
    location: 'Lagos',
    bio: 'VR fitness coach. Squats count double in zero gravity.',
    birthday: { inDays: 4, born: 1996 },
  },
  {
    username: 'lucas',
    fullname: 'Lucas Moreau',
    nickname: 'Luc',
    colour: '#f59e0b',
    location: 'Lyon',
    bio: 'Shader wizard by night, baker by morning.',
    birthday: { inDays: 45, born: 1988 },
  },
  {
    username: 'sofia',
    fullname: 'Sofía Hernández',
    nickname: 'Sofi',
    colour: '#ec4899',
    location: 'Valencia',
    bio: 'Creator of tiny worlds. Ask me about volumetric capture.',
    birthday: { inDays: 8, born: 1995 },
  },
  {
    username: 'noah',
    fullname: 'Noah Fischer',
    nickname: 'Noah',
    colour: '#8b5cf6',
    location: 'Berlin',
    bio: 'Open-source XR tooling. Coffee-powered.',
    birthday: { inDays: 11, born: 1991 },
  },
  {
    username: 'priya',
    fullname: 'Priya Raman',
    nickname: 'Priya',
    colour: '#14b8a6',
    location: 'Bengaluru',
    bio: 'Motion capture and classical dance, in that order.',
    birthday: { inDays: 24, born: 1994 },
  },
  {
    username: 'mateo',
    fullname: 'Mateo Rossi',
    nickname: 'Teo',
    colour: '#ef4444',
    location: 'Milan',
    bio: 'Virtual fashion. Every outfit is a mesh first.',
    birthday: { inDays: 60, born: 1997 },
  },
  {
    username: 'hana',
    role: 'moderator',
    fullname: 'Hana Kim',
    nickname: 'Hana',
    colour: '#f97316',
    location: 'Seoul',
    bio: 'Streaming live from my avatar studio every Friday.',
    birthday: { inDays: 3, born: 1998 },
  },
  {
    username: 'oliver',
    fullname: 'Oliver Brown',
    nickname: 'Ollie',
    colour: '#22c55e',
    location: 'Leeds',
    bio: 'Game designer. Collector of low-poly cats.',
    birthday: { inDays: 100, born: 1989 },
  },
  {
    username: 'zara',
    fullname: 'Zara Ahmed',
    nickname: 'Zara',
    colour: '#3b82f6',
    location: 'Dubai',
    bio: 'Architect of XR galleries and real ones.',
    birthday: { inDays: 9, born: 1992 },
  },
  {
    username: 'elias',
    fullname: 'Elias Nyström',
    nickname: 'Eli',
    colour: '#a855f7',
    location: 'Helsinki',
    bio: 'Spatial audio nerd. Can hear your avatar blink.',
    birthday: { inDays: 13, born: 1996 },
  },
  {
    username: 'maya',
    fullname: 'Maya Cohen',
    nickname: 'Maya',
    colour: '#e11d48',
    location: 'Tel Aviv',
    bio: 'Photographer learning to shoot in six degrees of freedom.',
    birthday: { inDays: 150, born: 1990 },
  },
  {
    username: 'tomas',
    role: 'administrator',
    fullname: 'Tomás Silva',
    nickname: 'Tomás',
    colour: '#0891b2',
    location: 'Lisbon',
    bio: 'Surfer, 3D printer, avatar rigger.',
    birthday: { inDays: 200, born: 1993 },
  },
] as const;

export type DemoUsername = (typeof demoMembers)[number]['username'];

/** Accepted friendships; Ava, the first demo login, has a full friends panel. */
export const demoFriendships: Array<[DemoUsername, DemoUsername]> = [
  ['ava', 'kenji'],
  ['ava', 'amara'],
  ['ava', 'lucas'],
  ['ava', 'sofia'],
  ['ava', 'noah'],
  ['ava', 'priya'],
  ['kenji', 'hana'],
  ['kenji', 'noah'],
  ['amara', 'zara'],
  ['lucas', 'mateo'],
  ['sofia', 'maya'],
  ['noah', 'elias'],
  ['priya', 'tomas'],
  ['oliver', 'hana'],
  ['zara', 'maya'],
];

/** Friend requests still waiting for an answer. */
export const demoPendingRequests: Array<[DemoUsername, DemoUsername]> = [
  ['mateo', 'ava'],
  ['oliver', 'ava'],
  ['ava', 'elias'],
];

export const demoFollows: Array<[DemoUsername, DemoUsername]> = [
  ['ava', 'sofia'],
  ['ava', 'hana'],
  ['kenji', 'ava'],
  ['amara', 'ava'],
  ['lucas', 'ava'],
  ['maya', 'ava'],
  ['tomas', 'ava'],
  ['noah', 'kenji'],
  ['priya', 'amara'],
  ['zara', 'sofia'],
  ['elias', 'hana'],
  ['oliver', 'mateo'],
];
