/** Product API paths, relative to the API base (`/api`), in the server's `:param` form; the web app calls them through its typed client. */
export const apiPaths = {
  health: '/health',
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  verifyEmail: '/auth/verify-email',
  resendVerificationEmail: '/auth/resend-verification-email',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/reset-password',
  twoFactorVerify: '/auth/2fa/verify',
  twoFactorResend: '/auth/2fa/resend',
  socialFeed: '/social/social-feed',
  /** Posts (ours, docs/posts.md): the feed's later pages, a post, its edit history. */
  feed: '/social/feed',
  posts: '/posts',
  post: '/posts/:id',
  postHistory: '/posts/:id/history',
  /** The author's one pinned post, first on their timeline. */
  postPin: '/posts/:id/pin',
  postVote: '/posts/:id/poll/vote',
  postReaction: '/posts/:id/reaction',
  postReactions: '/posts/:id/reactions',
  postComments: '/posts/:id/comments',
  /** The member has the post's page open: changes to it are told on their user channel for a while. */
  postWatch: '/posts/:id/watch',
  comment: '/comments/:id',
  commentLike: '/comments/:id/like',
  /** The member's saved posts (favourites), and saving or unsaving one. */
  favourites: '/favourites',
  favourite: '/favourites/:id',
  /** Profile tabs (docs/profiles.md). */
  profileAbout: '/profiles/:username/about',
  profileGallery: '/profiles/:username/gallery',
  profileActivity: '/profiles/:username/activity',
  /** An image uploaded for a post, then one of its sizes. */
  postImages: '/post-images',
  postImage: '/post-images/:id/:size',
  /** Events (ours, docs/events.md). */
  events: '/events',
  upcomingEvents: '/events/upcoming',
  event: '/events/:id',
  eventIcs: '/events/:id.ics',
  eventInvitations: '/events/:id/invitations',
  eventAnswer: '/events/:id/answer',
  eventGuests: '/events/:id/guests',
  eventCover: '/events/:id/cover',
  eventInvitableFriends: '/events/:id/invitable-friends',
  calendarFeed: '/calendar-feed',
  calendarFeedFile: '/calendar/:token.ics',
  birthdays: '/birthdays',
  /** Search (ours): posts by their words, hashtags by their start; a hashtag's posts. */
  searchPosts: '/search/posts',
  searchHashtags: '/search/hashtags',
  hashtagPosts: '/hashtags/:tag/posts',
  /** Profile pages (ours, docs/profiles.md), by username. */
  profile: '/profiles/:username',
  profilePosts: '/profiles/:username/posts',
  profileFriends: '/profiles/:username/friends',
  profileFollowers: '/profiles/:username/followers',
  profileFollowing: '/profiles/:username/following',
  notificationTypes: '/notifications/types',
  accountDetails: '/user/account-details',
  /** Group conversations (ours, docs/chat.md): a member's groups, one group, its members, its image. */
  groups: '/groups',
  group: '/groups/:id',
  groupMembers: '/groups/:id/members',
  groupMember: '/groups/:id/members/:user_id',
  groupImage: '/groups/:id/image',
  /** Rooms (ours, docs/rooms.md): the member's rooms, one room, entering and leaving it, the host's actions, the rooms of a member, a group and an event. */
  rooms: '/rooms',
  room: '/rooms/:id',
  roomEnter: '/rooms/:id/enter',
  roomLeave: '/rooms/:id/leave',
  roomPersonMute: '/rooms/:id/people/:user_id/mute',
  roomPersonMove: '/rooms/:id/people/:user_id/move',
  roomPersonRemove: '/rooms/:id/people/:user_id/remove',
  homeRoom: '/rooms/home/:id',
  groupRoom: '/rooms/group/:id',
  eventRoom: '/rooms/event/:id',
  /** The text of the member's conversations (direct and group), searched on the server. */
  messageSearch: '/messages/search',
  friends: '/friends',
  /** Social graph (ours): `:user_id` is the other member. */
  friend: '/friends/:user_id',
  friendRequests: '/friends/requests',
  friendRequest: '/friends/requests/:user_id',
  acceptFriendRequest: '/friends/requests/:user_id/accept',
  declineFriendRequest: '/friends/requests/:user_id/decline',
  friendSuggestions: '/friends/suggestions',
  people: '/people',
  /** The newsfeed's welcome for a new member (docs/welcome.md). */
  welcome: '/welcome',
  welcomeDismiss: '/welcome/dismiss',
  followers: '/people/:user_id/followers',
  follow: '/follows/:user_id',
  blocks: '/blocks',
  block: '/blocks/:user_id',
  notifications: '/notifications',
  notificationsUnreadCount: '/notifications/unread-count',
  notificationRead: '/notifications/:id/read',
  notificationsReadAll: '/notifications/read-all',
  notificationPreferences: '/notifications/preferences',
  devMailbox: '/dev/mailbox',
  twoFactorState: '/authenticator/2fa/state',
  deactivate: '/user/deactivate',
  deleteRequest: '/user/delete/request',
  deleteConfirm: '/user/delete/confirm',
  reactivate: '/user/reactivate',
  profileUpdate: '/user/update/:id',
  /** `/user/{personal,professional,business}/categories`. */
  categories: '/user/:kind/categories',
  coverImage: '/user/cover-image',
  passwordUpdate: '/user/password/update',
  securityCodeUpdate: '/user/security-code/update',
  creatorUpgrade: '/user/creator-upgrade',
  /** How the member's own pages show things (ours): sensitive pictures at once or blurred. */
  memberPreferences: '/user/preferences',
  /** The member's own sessions (ours, OWASP ASVS 7.5.2). */
  sessions: '/sessions',
  session: '/sessions/:id',
  endOtherSessions: '/sessions/end-others',
  rpmAvatars: '/rpm-avatars',
  rpmAvatarsDefault: '/rpm-avatars/default',
  rpmAvatarsDelete: '/rpm-avatars/delete',
  avatarDelete: '/avatars/delete/:id',
  /** One of the viewer's avatars as binary FBX (ours, for 3D tools). */
  avatarFbx: '/avatars/:id.fbx',
  realisticAvatars: '/realistic-avatars',
  realisticAvatarsSwitch: '/realistic-avatars/switch',
  realisticAvatarsSelect: '/realistic-avatars/select',
  avatarUploadImage: '/avatars/upload-image',
  avatarProfileImage: '/avatars/profile-image',
  avatarBuilds: '/avatars/builds',
  avatarBuild: '/avatars/builds/:id',
  /** Moderation's decisions (docs/moderation.md): members read and appeal them; staff act and decide appeals. */
  moderationNotices: '/moderation/notices',
  appeals: '/appeals',
  moderationPostAction: '/moderation/posts/:id/:action',
  moderationCommentAction: '/moderation/comments/:id/:action',
  moderationMemberAction: '/moderation/members/:id/:action',
  moderationAppeals: '/moderation/appeals',
  moderationAppealDecide: '/moderation/appeals/:id/decide',
  /** The audit log, for administrators. */
  actionLogs: '/admin/action_logs',
  /** A member reports content or a member (ours, docs/moderation.md). */
  reports: '/reports',
  /** Members protect themselves (ours, docs/moderation.md): mutes, muted words and hashtags, muted conversations, hidden posts. */
  mutes: '/mutes',
  mute: '/mutes/:user_id',
  mutedWords: '/muted-words',
  mutedWord: '/muted-words/:id',
  mutedConversations: '/muted-conversations',
  mutedConversation: '/muted-conversations/:channel',
  postHide: '/posts/:id/hide',
  /** The moderators' queue of report cases (staff only). */
  moderationCases: '/moderation/cases',
  moderationCase: '/moderation/cases/:id',
  moderationCaseAssign: '/moderation/cases/:id/assign',
  moderationCaseNotes: '/moderation/cases/:id/notes',
  moderationCaseDismiss: '/moderation/cases/:id/dismiss',
  moderationMember: '/moderation/members/:id',
  /** How many cases stand open (the staff navigation's badge). */
  moderationOpenCount: '/moderation/open-count',
  /** Administration (ours, docs/moderation.md): the members list and role changes. */
  adminMembers: '/admin/members',
  adminMemberRole: '/admin/members/:id/role',
  /** The instance's settings: public to read, administrators change them (docs/moderation.md, "Administration"). */
  instance: '/instance',
  adminInstance: '/admin/instance',
  adminInvitations: '/admin/invitations',
  adminInvitationRevoke: '/admin/invitations/:id/revoke',
  adminSignUps: '/admin/sign-ups',
  adminSignUpDecide: '/admin/sign-ups/:id/:decision',
  adminCreatorRequests: '/admin/creator-requests',
  adminCreatorRequestDecide: '/admin/creator-requests/:id/:decision',
  /** Policies for whole servers of the social web (docs/federation.md, "Domain policies"). */
  adminDomainPolicies: '/admin/federation/domains',
  adminDomainPolicy: '/admin/federation/domains/:host',
} as const;

/** A social-graph path with the other member's id filled in. */
export const memberPath = (path: string, memberId: string) => path.replace(':user_id', encodeURIComponent(memberId));

/** Root paths owned by the realtime service; the web app's fallback never answers them. */
const realtimePathPrefixes = ['/v1', '/v2', '/v3', '/time', '/publish', '/signal', '/subscribe', '/presence'] as const;

/** Root paths of ActivityPub and its discovery (docs/federation.md). */
const federationPathPrefixes = ['/ap', '/.well-known', '/nodeinfo'] as const;

/**
 * Root paths the server answers besides the web app's pages: the API, the dev mailbox, public
 * files and the built app's own files (`/assets`), then the realtime service's and federation's.
 */
export const serverPathPrefixes = ['/api', '/dev', '/files', '/assets', ...realtimePathPrefixes, ...federationPathPrefixes] as const;
