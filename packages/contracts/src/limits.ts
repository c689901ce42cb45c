/** Business constants and limits of the specification (§9) and our own, written once. */
export const limits = {
  searchDebounceMs: 300,
  popoverCloseDelayMs: 1000,
  emailSentFlagMs: 4000,
  twoFactorCodeLength: 6,
  passwordMinLength: 8,
  passwordMaxLength: 20,
  deactivatedRetentionDays: 30,
  fullnameMaxLength: 80,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  emailMaxLength: 254,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;
