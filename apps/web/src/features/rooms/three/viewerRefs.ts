import type { RoomPose } from '@meshwork/contracts';
import type { RefObject } from 'react';

/** What the viewer's controls share inside and outside the canvas, read and written each frame. */
export interface ViewerRefs {
  /** The viewer's pose now. */
  poseRef: RefObject<RoomPose>;
  /** A place (x, z) to jump to on the next frame: the host's move, or a teleport. */
  jumpRef: RefObject<[number, number] | null>;
  /** Hears the viewer's pose every frame. */
  onPoseRef: RefObject<(pose: RoomPose) => void>;
}
