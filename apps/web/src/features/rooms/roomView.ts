import type { RoomEmote, RoomPose, RoomReaction } from '@meshwork/contracts';

/** A person as the 3D scene draws them. */
export interface RoomFigure {
  id: string;
  name: string;
  /** Their avatar's GLB, or null for the default avatar. */
  avatarUrl: string | null;
}

/** A reaction floating up above someone's head. */
export interface FloatingReaction {
  key: number;
  reaction: RoomReaction;
  /** `performance.now()` when it was sent or heard. */
  since: number;
}

/**
 * What the 3D scene reads about the people in the room, each frame, from the room's live state:
 * the scene draws, the live state hears and sends. Times are `performance.now()` milliseconds.
 */
export interface RoomView {
  /** Re-render when someone comes or goes (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** The others in the room, the viewer left out; the same array until someone comes or goes. */
  others(): readonly RoomFigure[];
  /** Where someone is drawn at `now`: interpolated between the poses heard, a little behind; null before their first pose. */
  poseOf(id: string, now: number): RoomPose | null;
  /** Someone's emote playing now, the viewer's own included, or null. */
  emoteOf(id: string, now: number): { emote: RoomEmote; since: number } | null;
  /** Someone's reactions still floating, the viewer's own included. */
  reactionsOf(id: string, now: number): readonly FloatingReaction[];
  /** How loud someone speaks now, 0 to 1, the viewer included: their lips and the ring above their name. */
  loudnessOf(id: string): number;
}
