import type { AboutDetails, AccountDetails, Person } from '@meshwork/contracts';
import type { MemberRow } from '../../db/schema/users.js';

export type PersonFields = Pick<MemberRow, 'id' | 'fullname' | 'nickname' | 'username' | 'userImage' | 'colour' | 'isCreator'>;

/** A member as others see them in lists. */
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

export function presentAccountDetails(member: MemberRow): AccountDetails {
  return {
    user_id: member.id,
    fullname: member.fullname,
    nickname: member.nickname,
    username: member.username,
    email: member.email,
    user_image: member.userImage,
    cover_image: member.coverImage,
    colour: member.colour,
    bio: member.bio,
    birthday: member.birthday,
    birthday_visibility: member.birthdayVisibility,
    birthday_shows_year: member.birthdayShowsYear,
    location: member.location,
    website: member.website,
    details: presentAboutDetails(member),
    categories: member.categories,
    is_creator: member.isCreator,
    has_two_fa: member.hasTwoFa,
    has_security_code: member.securityCodeHash !== null,
    email_verified: member.emailVerifiedAt !== null,
    verification_code_expiry: member.verificationCodeExpiry?.toISOString() ?? null,
    delete_request_timestamp: member.deleteRequestTimestamp?.toISOString() ?? null,
    created_at: member.createdAt.toISOString(),
    always_show_sensitive: member.alwaysShowSensitive,
  };
}

/** The About page's details of a member, under the API's names. */
export function presentAboutDetails(member: MemberRow): AboutDetails {
  return {
    hometown: member.hometown,
    relationship: member.relationship,
    languages: member.languages,
    work: member.work,
    education: member.education,
    business_name: member.businessName,
    business_contact: member.businessContact,
  };
}
