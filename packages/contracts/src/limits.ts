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
  /** Account lifecycle and security: our own choices where the specification is silent (docs/account.md). */
  twoFactorCodeTtlMinutes: 10,
  twoFactorMaxWrongTries: 5,
  /** Between two codes mailed to one browser (a request without the browser cookie counts as one browser). */
  codeResendCooldownSeconds: 30,
  /** Mailed codes (two-factor, login, deletion) per member, purpose and browser in any hour. */
  mailedCodesPerBrowserPerHour: 5,
  /** Mailed codes per member and purpose in any hour, whichever browsers asked: the ceiling against mail bombing. */
  mailedCodesPerAccountPerHour: 12,
  /** Codes of one member and purpose that work at once (one per browser that asked lately); a newer one retires the oldest. */
  liveCodesMax: 3,
  /** Wrong mailed codes per member and purpose in any hour; past it a two-factor login ends. */
  wrongCodesPerHour: 10,
  /**
   * Failed logins per account in an hour (NIST SP 800-63B allows at most 100) before a browser
   * it has not logged in from also needs a mailed code; each known browser has a cap of its own.
   */
  loginFailuresPerHour: 20,
  /** The member's sessions list shows at most this many, most recently active first. */
  sessionsListMax: 50,
  /** Avatars a member keeps at once (docs/avatars.md). */
  avatarsPerMember: 20,
  /** Avatars a member may save per minute: each costs the server a generation. */
  avatarSavesPerMinute: 10,
  /** Largest photo accepted for a photo avatar (docs/avatars.md). */
  avatarPhotoMaxBytes: 10 * 1024 * 1024,
  /** Photo avatars a member may start per minute: each costs the server a face detection and a build. */
  avatarPhotosPerMinute: 5,
  resetLinkTtlMinutes: 60,
  purgeReminderDaysBefore: 3,
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
  /** How many people the welcome suggests at once. */
  welcomeSuggestions: 3,
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
  postImageUploadMaxBytes: 15 * 1024 * 1024,
  postsPerMinute: 30,
  /** The characters a notification quotes of the post or comment it is about (then "…"). */
  notificationExcerptMaxLength: 100,
  /** How often an open post page says it is still open; the server forgets a watcher after twice this. */
  postWatchRenewSeconds: 60,
  /** Post pages one member may say are open in a minute: a page renews once a minute, so this is many tabs. */
  postWatchesPerMinute: 60,
  /** Mentions one member may make another hear of in an hour, one notification each; past it they add up in one (docs/posts.md). */
  mentionNoticesPerRecipientPerHour: 5,
  /** Mention notifications one member may cause in an hour, whoever hears them; past it, each recipient's add up in one. */
  mentionNoticesPerSenderPerHour: 50,
  /** Events and birthdays: our own choices (docs/events.md). */
  eventTitleMaxLength: 120,
  eventDescriptionMaxLength: 5_000,
  eventPlaceMaxLength: 200,
  eventLinkMaxLength: 2_000,
  eventMaxDays: 31,
  eventRangeMaxDays: 62,
  eventInvitesPerRequest: 50,
  eventsPerMinute: 20,
  eventReminderMinutes: 60,
  birthdayWindowDays: 30,
  /** Searches of posts and hashtags per member and minute: typing suggests at most a few a second. */
  searchesPerMinute: 60,
  /** Profile lookups per member and minute, each route apart: browsing is far below it, trying every username far above. */
  profileLookupsPerMinute: 120,
  hashtagMaxLength: 100,
  hashtagSuggestionsMax: 20,
  /** Links, mentions and hashtags one post or comment shows as such; the rest of its text stays plain. */
  linkedPiecesMax: 100,
} as const;
