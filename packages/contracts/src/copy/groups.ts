import { groupLimits } from '../groups.js';

/** Group conversations' own texts (ours, not the specification's). */
export const groupsCopy = {
  // Answers of the service.
  groupNotFound: 'This group does not exist or you are not in it.',
  adminsOnly: 'Only the group’s admins can do this.',
  notFriends: 'You can add only your friends to a group.',
  tooMany: `A group holds at most ${groupLimits.membersMax} members.`,
  alreadyMember: 'This member is already in the group.',
  notMember: 'This member is not in the group.',
  created: 'Group created.',
  imageTooLarge: `An image can be at most ${groupLimits.imageUploadMaxBytes / 1024 / 1024} MB.`,
  // The web app.
  newGroup: 'New group',
  nameLabel: 'Group name',
  imageLabel: 'Group image (optional)',
  pickFriends: 'Friends in the group',
  searchFriends: 'Search friends',
  noFriendMatches: 'No friend matches this search.',
  pickAtLeast: `Choose at least ${groupLimits.startFriendsMin} friends.`,
  create: 'Create group',
  creating: 'Creating…',
  cancel: 'Cancel',
  members: (count: number) => `${count} members`,
  membersTitle: 'Members',
  addMembers: 'Add members',
  add: 'Add',
  remove: (name: string) => `Remove ${name} from the group`,
  leave: 'Leave group',
  rename: 'Rename',
  admin: 'admin',
  changeImage: 'Change image',
  readBy: (count: number) => `Read by ${count}`,
  loadFailed: 'The group could not be loaded.',
  event: {
    created: (by: string, name: string) => `${by} created the group “${name}”.`,
    added: (by: string, names: string) => `${by} added ${names}.`,
    removed: (by: string, names: string) => `${by} removed ${names}.`,
    left: (by: string) => `${by} left.`,
    renamed: (by: string, name: string) => `${by} renamed the group “${name}”.`,
    image: (by: string) => `${by} changed the group’s image.`,
  },
} as const;
