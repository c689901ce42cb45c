import { z } from 'zod';
import { fullnameSchema, usernameSchema } from './auth.js';
import { limits } from './limits.js';
import { accountCopy } from './copy/account.js';
import { profilesCopy } from './copy/profiles.js';

export const categoryKinds = ['personal', 'professional', 'business'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

/** The categories a member may choose for their profile, by kind; the id is unique across kinds. */
export const profileCategories: Record<CategoryKind, ReadonlyArray<{ id: string; name: string }>> = {
  personal: [
    { id: 'avatars', name: 'Avatars' },
    { id: 'gaming', name: 'Gaming' },
    { id: 'music', name: 'Music' },
    { id: 'art', name: 'Art' },
    { id: 'travel', name: 'Travel' },
    { id: 'fitness', name: 'Fitness' },
    { id: 'photography', name: 'Photography' },
  ],
  professional: [
    { id: '3d-artist', name: '3D artist' },
    { id: 'developer', name: 'Developer' },
    { id: 'designer', name: 'Designer' },
    { id: 'animator', name: 'Animator' },
    { id: 'educator', name: 'Educator' },
    { id: 'researcher', name: 'Researcher' },
  ],
  business: [
    { id: 'studio', name: 'Studio' },
    { id: 'brand', name: 'Brand' },
    { id: 'agency', name: 'Agency' },
    { id: 'event-venue', name: 'Event venue' },
    { id: 'xr-retail', name: 'XR retail' },
  ],
};

export const categorySchema = z.object({ id: z.string(), name: z.string() });
export const categoryKindParamsSchema = z.object({ kind: z.enum(categoryKinds) });

const knownCategoryIds = new Set(Object.values(profileCategories).flatMap((list) => list.map((category) => category.id)));

/** A day in the past, as YYYY-MM-DD. */
export const birthdaySchema = z.iso
  .date({ error: 'Birthday must be a date' })
  .refine((day) => day <= new Date().toISOString().slice(0, 10), { error: 'Birthday cannot be in the future' });

/** Who sees a member's birthday; friends unless the member chooses otherwise. */
export const birthdayVisibilities = ['public', 'friends', 'only_me'] as const;

/**
 * A birthday as a viewer may see it: `YYYY-MM-DD` when its year shows, `--MM-DD` (the ISO 8601
 * form without a year) when it does not.
 */
const visibleBirthdayPattern = /^(\d{4}|-)-(\d{2})-(\d{2})$/;
const visibleBirthdaySchema = z.string().regex(visibleBirthdayPattern);

/** The month and day of a visible birthday, and its year when shown. */
export function birthdayParts(visible: string): { year: number | null; month: number; day: number } {
  const [, year = '-', month, day] = visibleBirthdayPattern.exec(visible) ?? [];
  return { year: year === '-' ? null : Number(year), month: Number(month), day: Number(day) };
}

/** An http(s) address of at most 200 characters, or '' for none; anything else (javascript:, data:) is refused. */
const websiteSchema = z
  .string()
  .trim()
  .max(limits.websiteMaxLength, { error: `Website must be at most ${limits.websiteMaxLength} characters` })
  .refine((value) => value === '' || isWebAddress(value), { error: profilesCopy.websiteInvalid });

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const detailSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(limits.aboutDetailMaxLength, { error: `${label} must be at most ${limits.aboutDetailMaxLength} characters` });

/** The About page's details by category (docs/profiles.md): free text, '' when not filled. */
export const aboutDetailsSchema = z.object({
  hometown: detailSchema('Hometown'),
  relationship: detailSchema('Relationship'),
  languages: detailSchema('Languages'),
  work: detailSchema('Work'),
  education: detailSchema('Education'),
  business_name: detailSchema('Business name'),
  business_contact: detailSchema('Business contact'),
});
export type AboutDetails = z.infer<typeof aboutDetailsSchema>;
export const aboutDetailKeys = Object.keys(aboutDetailsSchema.shape) as Array<keyof AboutDetails>;

/** Each About detail's label, by its field: the settings form, and the profile fields other servers show. */
export const aboutDetailLabels: Record<keyof AboutDetails, string> = {
  hometown: profilesCopy.about.hometown,
  relationship: profilesCopy.about.relationship,
  languages: profilesCopy.about.languages,
  work: profilesCopy.about.work,
  education: profilesCopy.about.education,
  business_name: profilesCopy.about.businessName,
  business_contact: profilesCopy.about.businessContact,
};

/** Every field of the profile form. */
export const profileFieldsSchema = z.object({
  fullname: fullnameSchema,
  nickname: z
    .string()
    .trim()
    .min(1, { error: 'Nickname is required' })
    .max(limits.nicknameMaxLength, { error: `Nickname must be at most ${limits.nicknameMaxLength} characters` }),
  username: usernameSchema,
  bio: z
    .string()
    .trim()
    .max(limits.bioMaxLength, { error: `Bio must be at most ${limits.bioMaxLength} characters` }),
  /** The member's accent colour, as #rrggbb. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be #rrggbb' }),
  /** YYYY-MM-DD, or null to remove it. */
  birthday: birthdaySchema.nullable(),
  birthday_visibility: z.enum(birthdayVisibilities, { error: 'Choose who sees your birthday' }),
  /** Whether the year shows to those who see the birthday; the month and day alone otherwise. */
  birthday_shows_year: z.boolean(),
  location: z
    .string()
    .trim()
    .max(limits.locationMaxLength, { error: `Location must be at most ${limits.locationMaxLength} characters` }),
  website: websiteSchema,
  ...aboutDetailsSchema.shape,
  /** Category ids from the three category lists. */
  categories: z
    .array(z.string().refine((id) => knownCategoryIds.has(id), { error: accountCopy.unknownCategory }))
    .max(limits.categoriesMax, { error: `Choose at most ${limits.categoriesMax} categories` }),
});

/** `POST /user/update/{id}`: every field optional; only those sent change. */
export const profileUpdateSchema = profileFieldsSchema.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export const profileUpdateParamsSchema = z.object({ id: z.string().uuid({ error: 'id must be a member id' }) });

export const imageKinds = ['cover', 'profile'] as const;
export type ImageKind = (typeof imageKinds)[number];
export const imageUploadedSchema = z.object({ kind: z.enum(imageKinds), url: z.string() });

/**
 * `POST /user/cover-image`: the multipart body, for the OpenAPI document only. The route reads and
 * checks the file itself as it streams in, so validation lets every body through.
 */
export const imageUploadBodySchema = z
  .any()
  .meta({ type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });

/** `GET /profiles/{username}/about`: what the viewer may see of the member's About page. */
export const aboutSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  /** As the viewer may see it (see `visibleBirthdaySchema`); null when hidden or not given. */
  birthday: visibleBirthdaySchema.nullable(),
  details: aboutDetailsSchema,
  categories: z.object({ personal: z.array(categorySchema), professional: z.array(categorySchema), business: z.array(categorySchema) }),
  joined_at: z.string(),
  is_self: z.boolean(),
});
export type About = z.infer<typeof aboutSchema>;
