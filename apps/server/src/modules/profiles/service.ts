import { errorsCopy, type About, type Profile } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { avatarsOf } from '../avatars/index.js';
import type { socialGraphOf } from '../friends/index.js';
import type { MemberMutes } from '../muting/index.js';
import type { PostsService } from '../posts/index.js';
import { notFound } from '../../http/errors.js';
import { members, presentPerson, type MemberRow } from '../users/index.js';
import { presentAbout } from './about.js';
import { memberByUsername } from './profileMember.js';

type SocialGraph = ReturnType<typeof socialGraphOf>;
type AvatarsReader = ReturnType<typeof avatarsOf>;

/** A member's profile as the viewer may see it: who they are, their counts, and how the viewer stands to them (muting included). */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly graph: SocialGraph,
    private readonly posts: PostsService,
    private readonly avatars: AvatarsReader,
    private readonly mutes: MemberMutes,
  ) {}

  /** The member a profile URL names; 404 for an unknown, deactivated or leaving one. */
  async member(username: string): Promise<MemberRow> {
    const member = await memberByUsername(this.db, username);
    if (!member) throw notFound('member_not_found', errorsCopy.notFound);
    return member;
  }

  /** The member's About page as the viewer may see it (the route asked the policy). */
  async about(viewerId: string, member: MemberRow): Promise<About> {
    const { relation } = await this.graph.directory.relationChange(viewerId, member.id);
    return presentAbout(member, { id: viewerId, isFriend: relation.friendship === 'friends' });
  }

  /** The profile of a member the viewer may open (the route asked the policy). */
  async profile(viewerId: string, member: { id: string; isCreator: boolean }): Promise<Profile> {
    const isSelf = viewerId === member.id;
    const [[row], follows, friends, posts, avatar, pinned, relation, muted] = await Promise.all([
      this.db.select().from(members).where(eq(members.id, member.id)),
      this.graph.directory.followCounts(member.id),
      this.graph.memberFriends.friendCount(viewerId, member.id),
      this.posts.timelineCount(viewerId, member.id),
      this.avatars.currentOf(member.id),
      this.posts.pinnedOf(viewerId, member.id),
      this.graph.directory.relationChange(viewerId, member.id),
      !isSelf && this.mutes.hasMuted(viewerId, member.id),
    ]);
    return {
      ...presentPerson(row!),
      cover_image: row!.coverImage,
      joined_at: row!.createdAt.toISOString(),
      counts: { friends, followers: follows.followers, following: follows.followings, posts },
      avatar,
      is_self: isSelf,
      relation: relation.relation,
      pinned_post_id: pinned,
      follows_public: isSelf || member.isCreator,
      muted,
    };
  }
}
