import { limits } from '../limits.js';
import { counted } from './plural.js';

/** The member's account: security settings, deactivation and deletion, profile and images. */
export const accountCopy = {
  wrongPassword: 'The password is not correct',
  wrongSecurityCode: 'The security code is not correct',
  securityCodeRequired: 'Please enter your security code',
  invalidSecurityCode: 'The security code must be 6 digits',
  passwordChanged: 'Your password is changed. Your other sessions are logged out.',
  securityCodeSaved: 'Your security code is saved',
  twoFactorEnabled: 'Two-factor verification is on',
  twoFactorDisabled: 'Two-factor verification is off',
  accountDeactivated: 'Your account is deactivated',
  deletionCodeSent: 'We have mailed you a code to confirm the deletion',
  deletionRequestedOn: 'Deletion requested',
  timeLeft: 'Time left',
  daysLeft: (days: number) => `${counted(days, 'day', 'days')} left`,
  deletionRequested: `Your account will be deleted in ${limits.deactivatedRetentionDays} days unless you reactivate it`,
  creatorUpgraded: 'You are a creator now',
  creatorRequested: 'Your request is sent: an administrator will review it',
  creatorRequestPending: 'Requested',
  profileUpdated: 'Your profile is updated',
  imageUpdated: 'Your image is updated',
  invalidImage: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image',
  imageTooLarge: `The image must be at most ${limits.imageUploadMaxBytes / (1024 * 1024)} MB`,
  unknownCategory: 'Please choose categories from the list',
} as const;
