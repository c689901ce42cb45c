import { limits } from '../limits.js';

const days = limits.deactivatedRetentionDays;

// What deactivation and deletion do, said the same way in the section and in the confirmation.
const deactivateText = `Your profile disappears for everyone at once and you are logged out on every device. Log in within ${days} days and choose Reactivate to get everything back as it was. After ${days} days your account and everything in it are deleted for good.`;
const deleteText = `We email you a code to confirm. Once confirmed, your profile disappears for everyone and you are logged out on every device. Your account and everything in it — posts, friends, messages and pictures — are deleted for good after ${days} days; until then, logging in and choosing Reactivate cancels the deletion.`;
const creatorText =
  'Your profile gets a creator badge and your followers become public, so anyone can see who follows you. This cannot be undone from settings.';

/** The settings page: one entry per section (the sessions section's copy is `sessionsCopy`). */
export const settingsCopy = {
  title: 'Settings',
  sectionsLabel: 'Settings sections',
  /** The page's table of contents, by section id. */
  sections: {
    profile: 'Profile',
    images: 'Pictures',
    password: 'Password',
    'security-code': 'Security code',
    'two-factor': 'Two-factor',
    sessions: 'Sessions',
    muted: 'Muted',
    creator: 'Creator',
    deactivate: 'Deactivate',
    delete: 'Delete',
  },
  yourPassword: 'Your password',
  profile: {
    title: 'Profile',
    description: 'How other members see you. Your username is part of your profile address.',
    fullname: 'Full name',
    nickname: 'Nickname',
    username: 'Username',
    location: 'Location',
    birthday: 'Birthday',
    birthdayVisibility: 'Who sees your birthday',
    birthdayVisibilityNames: { public: 'Everyone', friends: 'Friends', only_me: 'Only me' },
    birthdayShowsYear: 'Show the year',
    birthdayShowsYearHint: 'Otherwise those who see your birthday see only the day and month.',
    colour: 'Colour',
    colourHint: 'Rings your picture and tints your own controls.',
    bio: 'Bio',
    website: 'Website',
    websiteHint: 'An address starting with https:// or http://',
    detailsLegend: 'About you',
    detailsHint: 'Shown on your About page; leave empty what you do not want to share.',
    save: 'Save profile',
  },
  categories: {
    legend: 'Categories',
    hint: `Choose up to ${limits.categoriesMax}; they help members with the same interests find you.`,
    kinds: { personal: 'Personal', professional: 'Professional', business: 'Business' },
  },
  images: {
    title: 'Pictures',
    description: `JPEG, PNG, WebP, GIF or AVIF, up to ${limits.imageUploadMaxBytes / (1024 * 1024)} MB. We resize them and remove hidden data such as the place a photo was taken.`,
    changeProfile: 'Change profile picture',
    coverAlt: 'Your cover',
    noCover: 'No cover image yet: it shows across the top of your profile.',
    changeCover: 'Change cover image',
  },
  password: {
    title: 'Password',
    description: 'Changing your password logs you out everywhere else; this device stays logged in.',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat new password',
    submit: 'Change password',
  },
  securityCode: {
    title: 'Security code',
    description:
      'A 6-digit code only you know. Once set, we ask for it again before your account is deleted and before two-factor verification is turned off.',
    has: 'You have a security code.',
    hasNot: 'You have no security code yet.',
    newLabel: 'New security code',
    label: 'Security code',
    save: 'Save security code',
  },
  twoFactor: {
    title: 'Two-factor verification',
    description:
      'When it is on, every login also asks for a 6-digit code that we email to you, so a stolen password alone cannot open your account.',
    switchLabel: 'Ask for an emailed code when I log in',
    offWarning: 'Without two-factor verification, your password alone opens your account. Confirm it is you to turn it off.',
    securityCode: 'Security code',
    turnOff: 'Turn off',
    keepOn: 'Keep it on',
  },
  creator: {
    title: 'Creator account',
    description: creatorText,
    already: 'You are a creator.',
    become: 'Become a creator',
    confirmTitle: 'Become a creator?',
  },
  deactivate: {
    title: 'Deactivate account',
    description: deactivateText,
    confirmTitle: 'Deactivate your account?',
    confirmLabel: 'Deactivate',
    submit: 'Deactivate account',
  },
  delete: {
    title: 'Delete account',
    description: deleteText,
    requestCode: 'Email me a deletion code',
    confirmTitle: 'Delete your account?',
    confirmLabel: 'Delete my account',
    code: 'Code from the email',
    securityCode: 'Your security code',
    submit: 'Delete my account',
    newCode: 'Send a new code',
  },
} as const;
