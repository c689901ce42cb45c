import type { Avatar } from '@meshwork/avatar';
import type { RoomPose } from '@meshwork/contracts';
import { useXR } from '@react-three/xr';
import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import type { RoomFigure, RoomView } from '../../roomView';
import { Figure } from './Figure';

interface PeopleProps {
  me: RoomFigure;
  view: RoomView;
  /** The viewer's own pose, as their controls or headset move it. */
  myPoseRef: RefObject<RoomPose>;
  fallback: Avatar;
}

/** Everyone in the room: the others where the room's live state draws them, and the viewer (but not in a headset, where they see through their own eyes). */
export function People({ me, view, myPoseRef, fallback }: PeopleProps) {
  const subscribe = useCallback((listener: () => void) => view.subscribe(listener), [view]);
  const others = useSyncExternalStore(subscribe, () => view.others());
  const inHeadset = useXR((state) => state.session !== undefined);
  const myPoseNow = useCallback(() => myPoseRef.current, [myPoseRef]);
  return (
    <>
      <Figure figure={me} view={view} poseAt={myPoseNow} fallback={fallback} hidden={inHeadset} />
      {others.map((figure) => (
        <Figure key={figure.id} figure={figure} view={view} poseAt={(now) => view.poseOf(figure.id, now)} fallback={fallback} />
      ))}
    </>
  );
}
