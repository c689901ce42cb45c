import type { Friend, FriendshipState, PersonWithRelation, Relation } from '@meshwork/contracts';
import { presenceOf, presentPerson, type PersonFields } from '../users/index.js';

export interface RelationFields {
  friendship: FriendshipState;
  following: boolean;
  followsYou: boolean;
  blocked: boolean;
}

export function presentRelation(row: RelationFields): Relation {
  return { friendship: row.friendship, following: row.following, follows_you: row.followsYou, blocked: row.blocked };
}

export function presentPersonWithRelation(row: PersonFields & RelationFields): PersonWithRelation {
  return { ...presentPerson(row), relation: presentRelation(row) };
}

/** A friend with their presence; `connected`: subscribed to the realtime service right now. */
export function presentFriend(member: PersonFields & { lastActiveAt: Date | null }, connected: boolean): Friend {
  return { ...presentPerson(member), status: presenceOf(member.lastActiveAt, connected) };
}
