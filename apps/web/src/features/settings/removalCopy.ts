import { limits } from '@meshwork/contracts';

const days = limits.deactivatedRetentionDays;

/** What deactivation and deletion do, said the same way in the section and in the confirmation. */
export const removalCopy = {
  deactivate: `Your profile disappears for everyone at once and you are logged out on every device. Log in within ${days} days and choose Reactivate to get everything back as it was. After ${days} days your account and everything in it are deleted for good.`,
  delete: `We email you a code to confirm. Once confirmed, your profile disappears for everyone and you are logged out on every device. Your account and everything in it — posts, friends, messages and pictures — are deleted for good after ${days} days; until then, logging in and choosing Reactivate cancels the deletion.`,
};
