import { socialCopy } from './social.js';

/** The newsfeed's welcome for a new member (docs/welcome.md). */
export const welcomeCopy = {
  title: 'Welcome to Meshwork',
  intro: 'A few first steps make the network yours.',
  dismiss: 'Dismiss the welcome',
  done: 'Done',
  toDo: 'To do',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  steps: {
    people: {
      title: 'Meet people',
      text: 'Add friends of your friends, or follow creators.',
    },
    picture: {
      title: 'Choose a profile picture',
      text: 'Friends recognise you at a glance.',
      action: 'Choose a picture',
    },
    avatar: {
      title: 'Make your avatar',
      text: 'Your 3D self for rooms and profiles.',
      action: 'Make an avatar',
    },
    post: {
      title: 'Write your first post',
      text: 'Say hello to the network.',
      action: 'Write a post',
    },
  },
  mutualFriends: socialCopy.mutualFriends,
  popularCreator: 'Popular creator',
  /** A suggestion's button, named for its person (its text stays the plain "Add friend" or "Follow"). */
  addFriendNamed: (name: string) => `${socialCopy.addFriend} ${name}`,
  followNamed: (name: string) => `${socialCopy.follow} ${name}`,
  noSuggestions: 'No suggestions yet.',
  findPeople: 'Find people',
  suggestionsLabel: 'Suggested people',
} as const;
