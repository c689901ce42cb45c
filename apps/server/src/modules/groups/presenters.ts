import { apiPaths, groupChannelOf, type Group, type GroupRole } from '@meshwork/contracts';
import type { ChatGroupRow } from '../../db/schema/groups.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import { presentPerson, type PersonFields } from '../users/index.js';

/** Where members fetch a group's image, and its version: a new address per image, so caches never show the old one. */
function groupImageOf(group: Pick<ChatGroupRow, 'id' | 'imageKey'>): { path: string; v: string } | null {
  if (!group.imageKey) return null;
  const v = group.imageKey.slice(group.imageKey.lastIndexOf('/') + 1, -'.webp'.length);
  return { path: `/api${apiPaths.groupImage.replace(':id', group.id)}`, v };
}

/** The image's address as the channel's metadata keeps it, for protocol clients, which fetch it with their session. */
export function groupImageUrlOf(group: Pick<ChatGroupRow, 'id' | 'imageKey'>): string | null {
  const image = groupImageOf(group);
  return image && `${image.path}?v=${image.v}`;
}

/** A group as its members see it, its image as a signed link (only members are shown a group). */
export function presentGroup(group: ChatGroupRow, members: Array<PersonFields & { role: GroupRole }>, links: MediaLinks): Group {
  const image = groupImageOf(group);
  return {
    id: group.id,
    name: group.name,
    channel: groupChannelOf(group.id),
    image_url: image && links.sign(image.path, { v: image.v }),
    created_at: group.createdAt.toISOString(),
    members: members.map((member) => ({ ...presentPerson(member), role: member.role })),
  };
}
