import type { AvatarParameters } from '@meshwork/contracts';

/** Where each garment starts and ends on the body (metres; sleeves from the upper-arm joint). */
export interface Outfit {
  hem: number;
  neckline: number;
  sleeve: number;
  legEnd: number;
  skirt: boolean;
}

const tops: Record<AvatarParameters['top'], Pick<Outfit, 'hem' | 'neckline' | 'sleeve'>> = {
  tee: { hem: 0.95, neckline: 1.352, sleeve: 0.12 },
  sweater: { hem: 0.93, neckline: 1.4, sleeve: 0.44 },
  hoodie: { hem: 0.91, neckline: 1.372, sleeve: 0.44 },
  jacket: { hem: 0.9, neckline: 1.362, sleeve: 0.44 },
};

const bottoms: Record<AvatarParameters['bottom'], Pick<Outfit, 'legEnd' | 'skirt'>> = {
  trousers: { legEnd: 0.115, skirt: false },
  shorts: { legEnd: 0.62, skirt: false },
  skirt: { legEnd: 0.9, skirt: true },
};

export function outfitOf(params: AvatarParameters): Outfit {
  return { ...tops[params.top], ...bottoms[params.bottom] };
}
