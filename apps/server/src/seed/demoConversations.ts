import type { DemoUsername } from './demoMembers.js';

type Line = [DemoUsername, string];

/** Group conversations: who starts them, with which friends, and what has been said so far. */
export const demoGroups: Array<{ creator: DemoUsername; name: string; members: DemoUsername[]; lines: Line[] }> = [
  {
    creator: 'ava',
    name: 'XR Builders',
    members: ['kenji', 'noah', 'sofia'],
    lines: [
      ['ava', 'Welcome to the builders corner! Post your WIPs here 🛠️'],
      ['kenji', 'Rooftop room got 40 people last night, the server did not even blink.'],
      ['noah', 'Nice! Did you try the new hand tracking profiles?'],
      ['kenji', 'Yes, pinch to teleport feels so natural now.'],
      ['sofia', 'Can I bring my teacup lighthouse into your room? 🫖'],
      ['kenji', 'Please do, it will be the centrepiece.'],
      ['noah', 'I will push 0.4.1 tonight with the fix for left-handed controllers.'],
      ['ava', 'Perfect timing, the avatar pack launches Friday.'],
      ['sofia', 'Meetup on Saturday still on?'],
      ['ava', 'Yes! 18:00, I will send the invite.'],
    ],
  },
  {
    creator: 'ava',
    name: 'Avatar pack crew',
    members: ['amara', 'lucas', 'priya'],
    lines: [
      ['ava', 'Pack status: 24 faces done, 60 hairstyles done, hats… still arguing 🎩'],
      ['lucas', 'The hair shader is baked, it runs at 90 fps on standalone.'],
      ['priya', 'I recorded idle loops for all the body types.'],
      ['amara', 'Can we add a workout outfit? People keep asking.'],
      ['ava', 'Love it. Lucas, can you do a sporty material?'],
      ['lucas', 'Already on it. Neon trims?'],
      ['amara', 'Neon trims! 💪'],
      ['priya', 'Release notes draft is in the shared folder.'],
    ],
  },
  {
    creator: 'kenji',
    name: 'Rooftop regulars',
    members: ['hana', 'noah'],
    lines: [
      ['kenji', 'Lights come on at 18:00 JST, who is in?'],
      ['hana', 'Streaming from there tonight if that is ok!'],
      ['noah', 'I will bring the spatial audio test scene.'],
      ['kenji', 'See you on the roof 🌃'],
    ],
  },
];

/** Direct conversations between friends, oldest line first. */
export const demoDirectConversations: Array<{ between: [DemoUsername, DemoUsername]; lines: Line[] }> = [
  {
    between: ['ava', 'kenji'],
    lines: [
      ['kenji', 'Hey Ava! Loved the new face rig demo.'],
      ['ava', 'Thank you! The blink took forever to get right 😅'],
      ['kenji', 'Would you show it in the rooftop room on Saturday?'],
      ['ava', 'Deal. Can I bring the hat prototypes too?'],
      ['kenji', 'Only if I get the top hat 🎩'],
    ],
  },
  {
    between: ['ava', 'sofia'],
    lines: [
      ['sofia', 'Your avatar pack trailer is gorgeous.'],
      ['ava', 'Your sunset capture was the inspiration for the palette!'],
      ['sofia', 'No way 🥹 Coffee in VR tomorrow?'],
      ['ava', 'Yes please, 10:00?'],
    ],
  },
  {
    between: ['amara', 'ava'],
    lines: [
      ['amara', 'Zero-gravity yoga class on Thursday, you in?'],
      ['ava', 'Only if I can float upside down the whole time.'],
      ['amara', 'That is literally the warm-up 😂'],
    ],
  },
  {
    between: ['kenji', 'hana'],
    lines: [
      ['hana', 'Your room looks amazing on stream!'],
      ['kenji', 'Thanks for the shout-out, we got 20 new visitors.'],
    ],
  },
];
