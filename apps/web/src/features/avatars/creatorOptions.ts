import {
  avatarEyeColours,
  avatarHairColours,
  avatarOptions,
  avatarOutfitColours,
  avatarSkinTones,
  avatarsCopy,
  type AvatarParameters,
} from '@meshwork/contracts';

type Choice = { value: string; label: string; swatch?: string };
export interface CreatorOption {
  key: keyof AvatarParameters;
  choices: Choice[];
}

const named = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: avatarsCopy.values[value] ?? value }));
const swatches = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value, swatch: value }));

/** The creator's controls in the order they show, grouped as a person reads them: body, face, hair, extras, outfit. */
export const creatorSections: Array<{ title: string; options: CreatorOption[] }> = [
  {
    title: 'Body',
    options: [
      { key: 'bodyType', choices: named(avatarOptions.bodyType) },
      { key: 'skinTone', choices: swatches(avatarSkinTones) },
    ],
  },
  {
    title: 'Face',
    options: [
      { key: 'faceShape', choices: named(avatarOptions.faceShape) },
      { key: 'eyes', choices: named(avatarOptions.eyes) },
      { key: 'eyeColour', choices: swatches(avatarEyeColours) },
      { key: 'brows', choices: named(avatarOptions.brows) },
      { key: 'nose', choices: named(avatarOptions.nose) },
      { key: 'mouth', choices: named(avatarOptions.mouth) },
    ],
  },
  {
    title: 'Hair',
    options: [
      { key: 'hairStyle', choices: named(avatarOptions.hairStyle) },
      { key: 'hairColour', choices: swatches(avatarHairColours) },
      { key: 'facialHair', choices: named(avatarOptions.facialHair) },
    ],
  },
  {
    title: 'Extras',
    options: [
      { key: 'glasses', choices: named(avatarOptions.glasses) },
      { key: 'accessory', choices: named(avatarOptions.accessory) },
    ],
  },
  {
    title: 'Outfit',
    options: [
      { key: 'top', choices: named(avatarOptions.top) },
      { key: 'topColour', choices: swatches(avatarOutfitColours) },
      { key: 'bottom', choices: named(avatarOptions.bottom) },
      { key: 'bottomColour', choices: swatches(avatarOutfitColours) },
      { key: 'shoes', choices: named(avatarOptions.shoes) },
      { key: 'shoesColour', choices: swatches(avatarOutfitColours) },
    ],
  },
];
