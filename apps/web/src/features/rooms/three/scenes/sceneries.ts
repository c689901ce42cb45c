import type { RoomScene } from '@meshwork/contracts';
import type { ComponentType } from 'react';
import type { CameraBounds } from '../followCamera';
import { Lounge } from './Lounge';
import { Park } from './Park';
import { Rooftop } from './Rooftop';

/** Each scene, and how far the following camera may go in it: inside the lounge's walls and under its ceiling, above the roof. */
export const sceneries: Record<RoomScene, { Scenery: ComponentType; camera: CameraBounds }> = {
  lounge: { Scenery: Lounge, camera: { radius: 10.4, ceiling: 3.3 } },
  rooftop: { Scenery: Rooftop, camera: { radius: 10.5, ceiling: 12 } },
  park: { Scenery: Park, camera: { radius: 20, ceiling: 12 } },
};
