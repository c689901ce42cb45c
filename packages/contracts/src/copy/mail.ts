import { limits } from '../limits.js';
import { counted } from './plural.js';

const codeTtl = limits.twoFactorCodeTtlMinutes;

/** Every mail the server sends: subjects, greetings, texts and the templates' fixed words. */
export const mailCopy = {
  greeting: (nickname: string) => `Hi ${nickname},`,
  signature: '— Meshwork',
  yourCode: 'Your code',
  linkFallback: 'If the button does not work, open this link:',
  verifyEmail: {
    subject: 'Verify your email address',
    greeting: (nickname: string) => `Welcome to Meshwork, ${nickname}!`,
    body: 'Please confirm your email address to finish creating your account.',
    action: 'Verify email address',
  },
  resetPassword: {
    subject: 'Reset your Meshwork password',
    body: `Someone asked to reset your password. The link works once, for ${limits.resetLinkTtlMinutes} minutes. If it was not you, ignore this mail.`,
    action: 'Choose a new password',
  },
  twoFactorCode: {
    subject: 'Your Meshwork verification code',
    body: `Type this code to finish logging in. It works once, for ${codeTtl} minutes. If you did not try to log in, change your password.`,
  },
  loginCode: {
    subject: 'Your Meshwork login code',
    body: `Your password was typed in a browser that has not logged in to your account before, after many failed logins. Type this code to log in. It works once, for ${codeTtl} minutes. If it was not you, change your password.`,
  },
  wrongCodes: {
    subject: 'Someone is trying to log in to your Meshwork account',
    body: `Someone typed your password and then ${limits.wrongCodesPerHour} wrong codes from our emails within an hour, so we stopped them. If it was not you, someone else knows your password: choose a new one now.`,
    action: 'Choose a new password',
  },
  deletionCode: {
    subject: 'Confirm the deletion of your Meshwork account',
    body: `Type this code to confirm that your account should be deleted. It works once, for ${codeTtl} minutes. If you did not ask for this, change your password.`,
  },
  deletionReminder: {
    subject: 'Your Meshwork account will be deleted soon',
    body: (daysLeft: number, day: string) =>
      `Your account and everything in it will be deleted in ${counted(daysLeft, 'day', 'days')}, on ${day}. To keep it, log in and choose Reactivate.`,
    action: 'Log in to reactivate',
  },
} as const;
