import { apiPaths, groupChannelOf, type Group, type GroupRole } from '@meshwork/contracts';
import type { ChatGroupRow } from '../../db/schema/groups.js';
import { presentPerson, type PersonFields } from '../users/index.js';

/** Where members fetch a group's image: a new address per image, so caches never show the old one. */
export function groupImageUrlOf(group: Pick<ChatGroupRow, 'id' | 'imageKey'>): string | null {
  if (!group.imageKey) return null;
  const version = group.imageKey.slice(group.imageKey.lastIndexOf('/') + 1, -'.webp'.length);
  return `/api${apiPaths.groupImage.replace(':id', group.id)}?v=${version}`;
}

export function presentGroup(group: ChatGroupRow, members: Array<PersonFields & { role: GroupRole }>): Group {
  return {
    id: group.id,
    name: group.name,
    channel: groupChannelOf(group.id),
    image_url: groupImageUrlOf(group),
    created_at: group.createdAt.toISOString(),
    members: members.map((member) => ({ ...presentPerson(member), role: member.role })),
  };
}
