import { groupsCopy, type Group, type GroupEvent } from '@meshwork/contracts';

/** A group event as a sentence, naming the members as the event did when it carries their names. */
export function groupEventText(event: GroupEvent, group: Group, myId: string, nameOf: (memberId: string) => string): string {
  const nameIn = (id: string) => (id === myId ? groupsCopy.you : (event.names?.[id] ?? nameOf(id)));
  const names = (event.members ?? []).map(nameIn).join(', ');
  const by = nameIn(event.by);
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
