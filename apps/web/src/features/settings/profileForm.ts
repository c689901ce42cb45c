import { z } from 'zod';
import { birthdaySchema, profileFieldsSchema, type AccountDetails } from '@meshwork/contracts';

// An empty date input means "no birthday".
export const profileFormSchema = profileFieldsSchema.extend({ birthday: z.union([z.literal(''), birthdaySchema]) });
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const formValues = (details: AccountDetails): ProfileForm => ({
  fullname: details.fullname,
  nickname: details.nickname,
  username: details.username,
  bio: details.bio,
  colour: details.colour,
  birthday: details.birthday ?? '',
  birthday_visibility: details.birthday_visibility,
  birthday_shows_year: details.birthday_shows_year,
  location: details.location,
  website: details.website,
  ...details.details,
  categories: details.categories,
});
