import { profileCategories, type About } from '@meshwork/contracts';
import type { MemberRow } from '../users/index.js';
import { presentAboutDetails, visibleBirthday } from '../users/index.js';

/** The member's About page as the viewer may see it: the birthday by its own visibility. */
export function presentAbout(member: MemberRow, viewer: { id: string; isFriend: boolean }): About {
  const chosen = new Set(member.categories);
  const categoriesOf = (kind: keyof typeof profileCategories) => profileCategories[kind].filter((category) => chosen.has(category.id));
  return {
    username: member.username,
    nickname: member.nickname,
    bio: member.bio,
    location: member.location,
    website: member.website,
    birthday: visibleBirthday(viewer, member),
    details: presentAboutDetails(member),
    categories: { personal: categoriesOf('personal'), professional: categoriesOf('professional'), business: categoriesOf('business') },
    joined_at: member.createdAt.toISOString(),
    is_self: viewer.id === member.id,
  };
}
