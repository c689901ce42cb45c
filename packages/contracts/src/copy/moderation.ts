/** What moderation and administration say to members and staff (docs/moderation.md). */
export const moderationCopy = {
  staffOnly: 'Only moderators and administrators may do this',
  administratorsOnly: 'Only administrators may do this',
  outranked: 'You may not act on a member of your own role or above',
} as const;
