/**
 * Limits only the server applies (rate limits, retention, batch sizes): apart from the contracts'
 * `limits`, which the web app carries in every first load.
 */
export const serverLimits = {
  pageSizeDefault: 20,
  twoFactorMaxWrongTries: 5,
  /** Between two codes mailed to one browser (a request without the browser cookie counts as one browser). */
  codeResendCooldownSeconds: 30,
  /** Mailed codes (two-factor, login, deletion) per member, purpose and browser in any hour. */
  mailedCodesPerBrowserPerHour: 5,
  /** Mailed codes per member and purpose in any hour, whichever browsers asked: the ceiling against mail bombing. */
  mailedCodesPerAccountPerHour: 12,
  /** Codes of one member and purpose that work at once (one per browser that asked lately); a newer one retires the oldest. */
  liveCodesMax: 3,
  /** Avatars a member keeps at once (docs/avatars.md). */
  avatarsPerMember: 20,
  /** Avatars a member may save per minute: each costs the server a generation. */
  avatarSavesPerMinute: 10,
  /** Photo avatars a member may start per minute: each costs the server a face detection and a build. */
  avatarPhotosPerMinute: 5,
  purgeReminderDaysBefore: 3,
  /** How many people the welcome suggests at once. */
  welcomeSuggestions: 3,
  postImageUploadMaxBytes: 15 * 1024 * 1024,
  postsPerMinute: 30,
  /** Post pages one member may say are open in a minute: a page renews once a minute, so this is many tabs. */
  postWatchesPerMinute: 60,
  /** Mentions one member may make another hear of in an hour, one notification each; past it they add up in one (docs/posts.md). */
  mentionNoticesPerRecipientPerHour: 5,
  /** Mention notifications one member may cause in an hour, whoever hears them; past it, each recipient's add up in one. */
  mentionNoticesPerSenderPerHour: 50,
  eventsPerMinute: 20,
  eventReminderMinutes: 60,
  birthdayWindowDays: 30,
  /** Searches of posts and hashtags per member and minute: typing suggests at most a few a second. */
  searchesPerMinute: 60,
  /** Profile lookups per member and minute, each route apart: browsing is far below it, trying every username far above. */
  profileLookupsPerMinute: 120,
  /** Links, mentions and hashtags one post or comment shows as such; the rest of its text stays plain. */
  linkedPiecesMax: 100,
} as const;
