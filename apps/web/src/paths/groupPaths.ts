/** A group conversation's page, beside the list of conversations. */
export const groupPath = (groupId: string) => `/messages/groups/${groupId}`;
