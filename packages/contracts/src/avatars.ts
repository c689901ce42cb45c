import { z } from 'zod';

/** The options of the avatar creator; the generator (`@meshwork/avatar`) builds a body from these alone. */
export const avatarOptions = {
  bodyType: ['slender', 'average', 'sturdy', 'curvy'],
  faceShape: ['oval', 'round', 'heart', 'square'],
  eyes: ['round', 'almond', 'sleepy'],
  brows: ['soft', 'straight', 'arched', 'bold'],
  nose: ['button', 'straight', 'wide'],
  mouth: ['smile', 'neutral', 'full'],
  hairStyle: ['none', 'buzz', 'short', 'bob', 'long', 'bun', 'curly'],
  facialHair: ['none', 'stubble', 'moustache', 'beard'],
  glasses: ['none', 'round', 'square'],
  accessory: ['none', 'earrings', 'beanie', 'headphones'],
  top: ['tee', 'sweater', 'hoodie', 'jacket'],
  bottom: ['trousers', 'shorts', 'skirt'],
  shoes: ['sneakers', 'boots'],
} as const;

/** Skin tones offered as swatches; any colour may be posted. */
export const avatarSkinTones = ['#f6d7c3', '#eac1a1', '#d8a47f', '#b97d56', '#8d5a3b', '#5e3a26'] as const;
export const avatarHairColours = ['#2b1d16', '#5a3a22', '#a0672f', '#d9b26a', '#b4472c', '#9a9a9a', '#3d5bd9'] as const;
export const avatarEyeColours = ['#5a3a22', '#3b6e8f', '#4f7a45', '#7d6a4f', '#2c2c2c'] as const;
export const avatarOutfitColours = ['#4f46e5', '#0f766e', '#e11d48', '#f59e0b', '#f4f4f5', '#27272a', '#64748b', '#1d4ed8'] as const;

/** Gender values of an avatar (specification §3: male and others), a complete and respectful list. */
export const avatarGenders = [
  'male',
  'female',
  'non-binary',
  'genderqueer',
  'genderfluid',
  'agender',
  'two-spirit',
  'another',
  'prefer-not-to-say',
] as const;
const avatarGenderSchema = z.enum(avatarGenders);
export type AvatarGender = z.infer<typeof avatarGenderSchema>;

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Must be a colour like #a1b2c3');

export const avatarParametersSchema = z.strictObject({
  bodyType: z.enum(avatarOptions.bodyType),
  skinTone: colour,
  faceShape: z.enum(avatarOptions.faceShape),
  eyes: z.enum(avatarOptions.eyes),
  eyeColour: colour,
  brows: z.enum(avatarOptions.brows),
  nose: z.enum(avatarOptions.nose),
  mouth: z.enum(avatarOptions.mouth),
  hairStyle: z.enum(avatarOptions.hairStyle),
  hairColour: colour,
  facialHair: z.enum(avatarOptions.facialHair),
  glasses: z.enum(avatarOptions.glasses),
  accessory: z.enum(avatarOptions.accessory),
  top: z.enum(avatarOptions.top),
  topColour: colour,
  bottom: z.enum(avatarOptions.bottom),
  bottomColour: colour,
  shoes: z.enum(avatarOptions.shoes),
  shoesColour: colour,
});
export type AvatarParameters = z.infer<typeof avatarParametersSchema>;
export type AvatarOption = keyof typeof avatarOptions;

export const defaultAvatarParameters: AvatarParameters = {
  bodyType: 'average',
  skinTone: avatarSkinTones[2],
  faceShape: 'oval',
  eyes: 'almond',
  eyeColour: avatarEyeColours[1],
  brows: 'soft',
  nose: 'button',
  mouth: 'smile',
  hairStyle: 'short',
  hairColour: avatarHairColours[1],
  facialHair: 'none',
  glasses: 'none',
  accessory: 'none',
  top: 'hoodie',
  topColour: avatarOutfitColours[0],
  bottom: 'trousers',
  bottomColour: avatarOutfitColours[6],
  shoes: 'sneakers',
  shoesColour: avatarOutfitColours[4],
};

/** How an avatar was made: in the creator (`rpm-avatars`) or from a photo (`realistic-avatars`, issue 16). */
export const avatarKinds = ['creator', 'photo'] as const;

export const avatarSchema = z.object({
  id: z.uuid(),
  kind: z.enum(avatarKinds),
  name: z.string(),
  gender: avatarGenderSchema,
  parameters: avatarParametersSchema.nullable(),
  is_default: z.boolean(),
  glb_url: z.string(),
  /** Creator avatars only: a photo avatar has no VRM. */
  vrm_url: z.string().nullable(),
  /** Its owner's FBX download, a signed link that opens it for a few hours; null for anyone else. */
  fbx_url: z.string().nullable(),
  created_at: z.string(),
});
export type AvatarSummary = z.infer<typeof avatarSchema>;

export const createAvatarBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(60).optional(),
  gender: avatarGenderSchema,
  parameters: avatarParametersSchema,
});
export type CreateAvatarBody = z.infer<typeof createAvatarBodySchema>;

export const avatarIdBodySchema = z.strictObject({ avatar_id: z.uuid() });
export const avatarIdParamsSchema = z.object({ id: z.uuid() });
export const avatarIdQuerySchema = z.object({ avatar_id: z.uuid() });
/** Whose avatars: the viewer's own when absent. */
export const avatarOwnerQuerySchema = z.object({ user_id: z.uuid().optional() });

export const realisticAvatarsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});
export const avatarPageSchema = z.object({
  items: z.array(avatarSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** File formats of a photo avatar (specification §3: `outputFormat`); GLB is always made, for the viewer. */
export const avatarOutputFormats = ['glb', 'fbx'] as const;

/** The form fields of `POST /avatars/upload-image` besides its `file` (specification §7). */
export const photoAvatarFieldsSchema = z.strictObject({
  outputFormat: z.enum(avatarOutputFormats).default('glb'),
  user_id: z.uuid(),
  gender: avatarGenderSchema,
});
/** The form of `POST /avatars/profile-image`: the member's own profile picture is the photo. */
export const profilePhotoAvatarBodySchema = z.strictObject({
  outputFormat: z.enum(avatarOutputFormats).default('glb'),
  gender: avatarGenderSchema,
});
/** For the API document: a multipart form with the photo and its fields. */
export const photoAvatarUploadBodySchema = z.any().meta({
  type: 'object',
  properties: {
    file: { type: 'string', format: 'binary' },
    outputFormat: { type: 'string', enum: [...avatarOutputFormats] },
    user_id: { type: 'string', format: 'uuid' },
    gender: { type: 'string', enum: [...avatarGenders] },
  },
  required: ['file', 'user_id', 'gender'],
});

export const avatarBuildStatuses = ['queued', 'building', 'done', 'failed'] as const;

/** A photo avatar being made: its progress, then the avatar or why it failed. */
export const avatarBuildSchema = z.object({
  id: z.uuid(),
  status: z.enum(avatarBuildStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  avatar: avatarSchema.nullable(),
  created_at: z.string(),
});
export type AvatarBuild = z.infer<typeof avatarBuildSchema>;
export const avatarBuildParamsSchema = z.object({ id: z.uuid() });

/** What the server publishes on the member's user channel as a photo avatar is made. */
export interface LiveAvatarBuild {
  kind: 'avatar_build';
  build: AvatarBuild;
}
export const isLiveAvatarBuild = (message: unknown): message is LiveAvatarBuild =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'avatar_build';
