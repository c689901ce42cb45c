/** The demo network: people of an XR and avatar social network, with who knows whom. */
export const demoPassword = 'Meshwork#2026';

export const demoMembers = [
  {
    username: 'ava',
    fullname: 'Ava Lindqvist',
    nickname: 'Ava',
    colour: '#6366f1',
    location: 'Stockholm',
    bio: 'Avatar designer. I sculpt faces for a living and hats for fun.',
  },
  {
    username: 'kenji',
    fullname: 'Kenji Watanabe',
    nickname: 'Kenji',
    colour: '#0ea5e9',
    location: 'Osaka',
    bio: 'Building XR rooms where strangers become friends.',
  },
  {
    username: 'amara',
    fullname: 'Amara Okafor',
    nickname: 'Amara',
    colour: '#10b981',
    location: 'Lagos',
    bio: 'VR fitness coach. Squats count double in zero gravity.',
  },
  {
    username: 'lucas',
    fullname: 'Lucas Moreau',
    nickname: 'Luc',
    colour: '#f59e0b',
    location: 'Lyon',
    bio: 'Shader wizard by night, baker by morning.',
  },
  {
    username: 'sofia',
    fullname: 'Sofía Hernández',
    nickname: 'Sofi',
    colour: '#ec4899',
    location: 'Valencia',
    bio: 'Creator of tiny worlds. Ask me about volumetric capture.',
  },
  {
    username: 'noah',
    fullname: 'Noah Fischer',
    nickname: 'Noah',
    colour: '#8b5cf6',
    location: 'Berlin',
    bio: 'Open-source XR tooling. Coffee-powered.',
  },
  {
    username: 'priya',
    fullname: 'Priya Raman',
    nickname: 'Priya',
    colour: '#14b8a6',
    location: 'Bengaluru',
    bio: 'Motion capture and classical dance, in that order.',
  },
  {
    username: 'mateo',
    fullname: 'Mateo Rossi',
    nickname: 'Teo',
    colour: '#ef4444',
    location: 'Milan',
    bio: 'Virtual fashion. Every outfit is a mesh first.',
  },
  {
    username: 'hana',
    fullname: 'Hana Kim',
    nickname: 'Hana',
    colour: '#f97316',
    location: 'Seoul',
    bio: 'Streaming live from my avatar studio every Friday.',
  },
  {
    username: 'oliver',
    fullname: 'Oliver Brown',
    nickname: 'Ollie',
    colour: '#22c55e',
    location: 'Leeds',
    bio: 'Game designer. Collector of low-poly cats.',
  },
  {
    username: 'zara',
    fullname: 'Zara Ahmed',
    nickname: 'Zara',
    colour: '#3b82f6',
    location: 'Dubai',
    bio: 'Architect of XR galleries and real ones.',
  },
  {
    username: 'elias',
    fullname: 'Elias Nyström',
    nickname: 'Eli',
    colour: '#a855f7',
    location: 'Helsinki',
    bio: 'Spatial audio nerd. Can hear your avatar blink.',
  },
  {
    username: 'maya',
    fullname: 'Maya Cohen',
    nickname: 'Maya',
    colour: '#e11d48',
    location: 'Tel Aviv',
    bio: 'Photographer learning to shoot in six degrees of freedom.',
  },
  {
    username: 'tomas',
    fullname: 'Tomás Silva',
    nickname: 'Tomás',
    colour: '#0891b2',
    location: 'Lisbon',
    bio: 'Surfer, 3D printer, avatar rigger.',
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
