import type { RoomScene } from '@meshwork/contracts';

/** Each scene's colours as a backdrop for its card, so a list of rooms reads at a glance. */
export const sceneBackdrops: Record<RoomScene, string> = {
  lounge: 'bg-gradient-to-br from-amber-200 via-orange-300 to-rose-400',
  rooftop: 'bg-gradient-to-br from-indigo-500 via-purple-500 to-pink-400',
  park: 'bg-gradient-to-br from-sky-300 via-emerald-300 to-green-500',
};
