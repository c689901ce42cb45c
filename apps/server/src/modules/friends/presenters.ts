import type { FriendshipState, Person, PersonWithRelation, Relation } from '@meshwork/contracts';
import type { MemberRow } from '../../db/schema/index.js';

type PersonFields = Pick<MemberRow, 'id' | 'fullname' | 'nickname' | 'username' | 'userImage' | 'colour' | 'isCreator'>;
export interface RelationFields {
  friendship: FriendshipState;
  following: boolean;
  followsYou: boolean;
  blocked: boolean;
}

export function presentPerson(member: PersonFields): Person {
  return {
    user_id: member.id,
    fullname: member.fullname,
    nickname: member.nickname,
    username: member.username,
    user_image: member.userImage,
    colour: member.colour,
    is_creator: member.isCreator,
  };
}

export function presentRelation(row: RelationFields): Relation {
  return { friendship: row.friendship, following: row.following, follows_you: row.followsYou, blocked: row.blocked };
}

export function presentPersonWithRelation(row: PersonFields & RelationFields): PersonWithRelation {
  return { ...presentPerson(row), relation: presentRelation(row) };
}
