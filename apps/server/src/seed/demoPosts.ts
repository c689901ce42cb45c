import type { PostVisibility } from '@meshwork/contracts';
import type { SceneKind } from './demoScenes.js';
import type { DemoUsername } from './demoMembers.js';

interface DemoPost {
  author: DemoUsername;
  text: string;
  visibility?: PostVisibility;
  images?: Array<{ scene: SceneKind; alt: string }>;
  /** A poll open for `hours` from its post: the older ones have ended, the newest are open. */
  poll?: { options: string[]; hours: number };
}

/** Three weeks of the demo network, oldest first; the seed spreads them over the days. */
export const demoPosts: DemoPost[] = [
  {
    author: 'ava',
    text: 'Three weeks into the new face rig and it finally blinks like a person. #avatars #rigging',
    images: [{ scene: 'orbs', alt: 'Glass spheres and rings floating on a violet gradient' }],
  },
  { author: 'kenji', text: 'Opened the rooftop room to everyone tonight. 40 strangers, zero awkward silences. #xr #socialvr' },
  {
    author: 'sofia',
    text: 'Volumetric capture test from the beach. The sunset survived the compression! #volumetric #xr',
    images: [
      { scene: 'mountains', alt: 'A sunset over layered mountain ridges' },
      { scene: 'mountains', alt: 'The same ridges a few minutes later, the sun lower' },
    ],
  },
  {
    author: 'amara',
    text: 'Which workout should I build next for the zero-gravity gym?',
    poll: { options: ['Boxing', 'Dance cardio', 'Climbing wall', 'Yoga'], hours: 72 },
  },
  {
    author: 'lucas',
    text: 'Night shader study: a city that only exists when you look away. Croissants were good too. #shaders',
    images: [{ scene: 'skyline', alt: 'A city skyline at night with lit windows under a pale moon' }],
  },
  {
    author: 'noah',
    text: 'Released 0.4 of our open XR input mapper: hand tracking profiles are now plain JSON. PRs welcome. #opensource #xr',
  },
  {
    author: 'priya',
    text: 'Mocap session: Bharatanatyam footwork at 240 fps. The solver cried, I danced on. #mocap #avatars',
    visibility: 'friends',
  },
  {
    author: 'mateo',
    text: 'New drop: the neon trench coat. Every seam is a UV island. #virtualfashion #avatars',
    images: [
      { scene: 'grid', alt: 'A neon horizon grid running to a striped sun' },
      { scene: 'orbs', alt: 'Soft glowing orbs with rings around them' },
      { scene: 'grid', alt: 'The neon grid again, in another palette' },
    ],
  },
  {
    author: 'hana',
    text: 'Friday stream is on! Building an avatar from scratch in 2 hours, chat picks the hair, @kenji picks the music. #avatars #streaming',
  },
  {
    author: 'oliver',
    text: 'Low-poly cat number 37 has joined the collection. 212 triangles of pure judgement. #gamedev',
    images: [{ scene: 'orbs', alt: 'Abstract shapes in warm orange light' }],
  },
  {
    author: 'zara',
    text: 'Walkthrough of the desert gallery we opened this week: the dunes are real scans. #xr #architecture',
    images: [
      { scene: 'mountains', alt: 'Dunes in orange light under a pale sun' },
      { scene: 'skyline', alt: 'The gallery buildings at dusk' },
    ],
  },
  {
    author: 'elias',
    text: 'Spatial audio tip: put the reverb on the room, not on the voice. Your friends will sound like they are next to you. #audio #xr',
  },
  {
    author: 'maya',
    text: 'First attempt at 6DoF photography: you can lean around the mountain. #photography #xr',
    images: [{ scene: 'mountains', alt: 'Mountains in blue morning haze' }],
  },
  {
    author: 'tomas',
    text: 'Printed a physical copy of my avatar at 1:10. It looks disappointed in me. #3dprinting #avatars',
    visibility: 'friends',
  },
  {
    author: 'ava',
    text: 'Hats or no hats for the community avatar pack?',
    poll: { options: ['Hats for everyone', 'Optional hats', 'No hats'], hours: 48 },
  },
  {
    author: 'kenji',
    text: 'The Osaka skyline room is live. Come watch the lights come on at 18:00 JST. #xr #socialvr',
    images: [{ scene: 'skyline', alt: 'Towers at night with warm lit windows' }],
  },
  { author: 'sofia', text: 'Tiny world #12: a lighthouse on a teacup. Thread with the process in the comments. #tinyworlds' },
  {
    author: 'hana',
    text: 'Studio lighting for avatars is just theatre lighting with more polygons. #avatars',
    images: [
      { scene: 'orbs', alt: 'Coloured light spheres like stage lamps' },
      { scene: 'grid', alt: 'A retro grid floor under a big sun' },
    ],
  },
  { author: 'lucas', text: 'Hot take: every shader is a bread recipe. Flour, water, a bit of noise. #shaders' },
  {
    author: 'amara',
    text: 'Morning class in the orbital gym, view included. #vrfitness #xr',
    images: [{ scene: 'mountains', alt: 'Green hills under a bright sky' }],
  },
  {
    author: 'zara',
    text: 'A gallery is a conversation between walls. In XR the walls can answer. #architecture',
    visibility: 'friends',
  },
  {
    author: 'priya',
    text: 'Retargeting dance to a 3-metre robot avatar: surprisingly graceful. #mocap #avatars',
    images: [{ scene: 'grid', alt: 'A neon grid stretching to the horizon' }],
  },
  { author: 'oliver', text: 'Playtest tonight: a cooperative puzzle where one player is the size of a mouse. Who is in? #gamedev #xr' },
  {
    author: 'maya',
    text: 'Golden hour over the old town, captured for the lightfield archive. #photography',
    images: [
      { scene: 'skyline', alt: 'Rooftops in the last light of the day' },
      { scene: 'mountains', alt: 'Hills behind the town at dusk' },
    ],
  },
  { author: 'elias', text: 'Can you hear the difference between 48 and 96 kHz in a headset? Blind test next week. #audio' },
  {
    author: 'tomas',
    text: 'Surf check in VR before the real one. The swell forecast room is finally useful. #xr',
    images: [{ scene: 'mountains', alt: 'A coast of blue ridges under a pale sun' }],
  },
  {
    author: 'noah',
    text: 'Which headset do you test your XR apps on first?',
    poll: { options: ['Standalone', 'PC tethered', 'Phone AR', 'Whatever is charged'], hours: 120 },
  },
  {
    author: 'mateo',
    text: 'Which fabric should the next collection simulate?',
    poll: { options: ['Silk', 'Denim', 'Knit'], hours: 72 },
  },
  {
    author: 'kenji',
    text: 'Welcome to everyone who joined this week! Say hi below and tell us what you are building. @ava gives a tour of the avatar pack on Saturday! #meshwork',
  },
  {
    author: 'ava',
    text: 'The community avatar pack is out: 24 faces, 60 hairstyles, and yes, hats. #avatars #xr',
    images: [
      { scene: 'orbs', alt: 'Glowing orbs in pink and violet' },
      { scene: 'grid', alt: 'A synthwave grid under a striped sun' },
    ],
  },
];

/** What members say under posts, and in answer to each other. */
export const demoComments = [
  'This is gorgeous!',
  'How long did that take?',
  'Saving this for later.',
  'The colours are unreal.',
  'Count me in!',
  'Teach me your ways 🙏',
  'Can we get a tutorial?',
  'Love it. Shared with my team.',
  'This made my morning.',
  'Wait, how?!',
  'Next level.',
  'I need this in my room.',
];

export const demoReplies = ['Thank you!', 'About two weekends 😅', 'Tutorial coming soon.', 'Ha, agreed.', 'Right?!', 'Will do!'];

/** The quotes of shares. */
export const demoQuotes = [
  'Everyone needs to see this.',
  'This is why I love this community.',
  '',
  'Exactly what I was talking about yesterday.',
];
