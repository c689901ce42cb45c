import { groupsCopy, type Group, type GroupEvent } from '@meshwork/contracts';

/** A group event as a sentence, with the members' nicknames (a member who has gone is "a former member"). */
export function groupEventText(event: GroupEvent, group: Group, myId: string): string {
  const nameOf = (id: string) =>
    id === myId ? groupsCopy.you : (group.members.find((member) => member.user_id === id)?.nickname ?? groupsCopy.formerMember);
  const names = (event.members ?? []).map(nameOf).join(', ');
  const by = nameOf(event.by);
  switch (event.group_event) {
    case 'created':
      return groupsCopy.event.created(by, event.name ?? group.name);
    case 'added':
      return groupsCopy.event.added(by, names);
    case 'removed':
      return groupsCopy.event.removed(by, names);
    case 'left':
      return groupsCopy.event.left(by);
    case 'renamed':
      return groupsCopy.event.renamed(by, event.name ?? group.name);
    case 'image':
      return groupsCopy.event.image(by);
  }
}
