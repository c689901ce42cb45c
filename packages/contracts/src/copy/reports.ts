import type { CaseStatus, ReportCategory, ReportTarget } from '../moderation.js';

/** What reporting and the moderators' queue say (docs/moderation/reports.md). */
export const reportsCopy = {
  reported: 'Thanks — a moderator will look at it',
  reportUpdated: 'Your report was updated',
  invalidTargetType: 'Choose what you report: a post, comment, message, member, group or event',
  invalidTargetId: 'Say which one you report',
  invalidCategory: 'Choose a reason',
  commentTooLong: 'Keep the comment to 1000 characters',
  timetokensOnlyForMessages: 'Only a message report names messages',
  timetokensRequired: 'Choose between 1 and 20 messages',
  invalidTimetoken: 'A message is named by its timetoken',
  targetNotFound: 'There is nothing to report here',
  ownContent: 'You cannot report your own content or yourself',
  messagesNotFound: 'These messages are not in this conversation',
  messagesOfOneMember: 'Report the messages of one other member at a time',
  caseNotFound: 'There is no such case',
  memberNotFound: 'There is no such member',
  notStaffAssignee: 'Only moderators and administrators may be assigned a case',
  noteRequired: 'Write a note',
  noteTooLong: 'Keep a note to 2000 characters',
  reasonRequired: 'Say why the reports are dismissed',
  reasonTooLong: 'Keep the reason to 1000 characters',
  caseClosed: 'This case is already closed',
  assigned: 'Case assigned',
  unassigned: 'Case unassigned',
  noteAdded: 'Note added',
  dismissed: 'Reports dismissed',
  noOpenReports: 'No open reports',
  noCases: 'No cases here',
  reportTitle: 'Report',
  reportPost: 'Report post',
  reportComment: 'Report comment',
  reportMessage: 'Report message',
  reportGroup: 'Report group',
  reportEvent: 'Report event',
  reportMember: (nickname: string) => `Report ${nickname}`,
  reportButton: 'Report',
  cancel: 'Cancel',
  commentLabel: 'Anything a moderator should know (optional)',
  categoryLabel: 'Why are you reporting this?',
} as const;

/** Each category with a short explanation, as the report dialog lists them. */
export const reportCategoryCopy: Record<ReportCategory, { label: string; explanation: string }> = {
  spam: { label: 'Spam', explanation: 'Advertising, scams or the same thing over and over' },
  harassment: { label: 'Harassment', explanation: 'Bullying, threats or targeting someone' },
  hate: { label: 'Hate', explanation: 'Attacks on people for who they are' },
  violence: { label: 'Violence', explanation: 'Threats or praise of violence, graphic violence' },
  sexual: { label: 'Sexual content', explanation: 'Nudity or sexual content that does not belong here' },
  impersonation: { label: 'Impersonation', explanation: 'Pretending to be someone else' },
  illegal: { label: 'Illegal', explanation: 'Something against the law' },
  other: { label: 'Other', explanation: 'Something else a moderator should see' },
};

/** What each target is called in menus and in the queue. */
export const reportTargetCopy: Record<ReportTarget, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  member: 'Member',
  group: 'Group',
  event: 'Event',
};

export const caseStatusCopy: Record<CaseStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
