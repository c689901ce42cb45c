/** The avatar creator's and viewer's own texts and the avatar API's messages (ours, not the specification's). */
export const avatarsCopy = {
  avatarNotFound: 'There is no such avatar',
  avatarLimit: (max: number) => `You can keep up to ${max} avatars. Delete one to make another.`,
  avatarSaved: 'Avatar saved',
  avatarDeleted: 'Avatar deleted',
  avatarDefault: 'This is your avatar now',
  defaultName: 'My avatar',
} as const;
