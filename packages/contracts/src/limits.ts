/**
 * Business constants and limits of the specification (§9) and our own that the web app or the
 * contracts read, written once; those only the server applies are in `apps/server/src/serverLimits.ts`.
 */
export const limits = {
  searchDebounceMs: 300,
  popoverCloseDelayMs: 1000,
  emailSentFlagMs: 4000,
  twoFactorCodeLength: 6,
  deactivatedRetentionDays: 30,
  fullnameMaxLength: 80,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  emailMaxLength: 254,
  pageSizeMax: 100,
  /** Account lifecycle and security: our own choices where the specification is silent (docs/account.md). */
  twoFactorCodeTtlMinutes: 10,
  /** Wrong mailed codes per member and purpose in any hour; past it a two-factor login ends. */
  wrongCodesPerHour: 10,
  /**
   * Failed logins per account in an hour (NIST SP 800-63B allows at most 100) before a browser
   * it has not logged in from also needs a mailed code; each known browser has a cap of its own.
   */
  loginFailuresPerHour: 20,
  /** The member's sessions list shows at most this many, most recently active first. */
  sessionsListMax: 50,
  /** Largest photo accepted for a photo avatar (docs/avatars.md). */
  avatarPhotoMaxBytes: 10 * 1024 * 1024,
  resetLinkTtlMinutes: 60,
  commonPasswordCount: 10_000,
  securityCodeLength: 6,
  nicknameMaxLength: 40,
  bioMaxLength: 500,
  locationMaxLength: 100,
  /** Profile About (docs/profiles.md). */
  websiteMaxLength: 200,
  aboutDetailMaxLength: 100,
  categoriesMax: 10,
  imageUploadMaxBytes: 5 * 1024 * 1024,
  /** Social graph and notifications: our own choices (docs/social.md). */
  searchQueryMaxLength: 100,
  /** The shortest search of a profile’s friends. */
  profileSearchMinLength: 2,
  suggestionsDefault: 10,
  suggestionsMax: 50,
  /** How often the bell asks for the unread count until notifications arrive live. */
  unreadCountPollMs: 30_000,
  /** Posts: our own choices (docs/posts.md). */
  postTextMaxLength: 5_000,
  postImagesMax: 10,
  commentTextMaxLength: 2_000,
  pollOptionsMin: 2,
  pollOptionsMax: 4,
  pollOptionMaxLength: 80,
  pollMinutesMin: 5,
  pollMinutesMax: 7 * 24 * 60,
  postImageAltMaxLength: 1_500,
  /** The characters a notification quotes of the post or comment it is about (then "…"). */
  notificationExcerptMaxLength: 100,
  /** How often an open post page says it is still open; the server forgets a watcher after twice this. */
  postWatchRenewSeconds: 60,
  /** Events and birthdays: our own choices (docs/events.md). */
  eventTitleMaxLength: 120,
  eventDescriptionMaxLength: 5_000,
  eventPlaceMaxLength: 200,
  eventLinkMaxLength: 2_000,
  eventMaxDays: 31,
  eventRangeMaxDays: 62,
  eventInvitesPerRequest: 50,
  hashtagMaxLength: 100,
  hashtagSuggestionsMax: 20,
} as const;
