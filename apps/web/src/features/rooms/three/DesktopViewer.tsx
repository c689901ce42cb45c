import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import { followCamera, type CameraBounds } from './followCamera';
import { moveStep, type MoveInput } from './movement';
import type { ViewerRefs } from './viewerRefs';

const fieldOfView = 55;

interface DesktopViewerProps extends ViewerRefs {
  /** What the keys, the stick and the drags ask for now. */
  input: () => MoveInput;
  bounds: CameraBounds;
}

/** The viewer on a screen: walks by the controls, seen from behind and above by a camera that follows smoothly. */
export function DesktopViewer({ poseRef, jumpRef, onPoseRef, input, bounds }: DesktopViewerProps) {
  const placedRef = useRef(false);
  const [position, target] = useMemo(() => [new Vector3(), new Vector3()], []);

  useFrame(({ camera }, delta) => {
    const dt = Math.min(delta, 0.1);
    const jump = jumpRef.current;
    if (jump) {
      jumpRef.current = null;
      poseRef.current = { ...poseRef.current, position: [jump[0], 0, jump[1]] };
      placedRef.current = false;
    }
    poseRef.current = moveStep(poseRef.current, input(), dt);
    onPoseRef.current(poseRef.current);

    const wanted = followCamera(poseRef.current, bounds);
    if (!placedRef.current) {
      // First frame, after a jump or back from a headset (which leaves its own projection on the camera).
      position.set(...wanted.position);
      target.set(...wanted.target);
      if (camera instanceof PerspectiveCamera) {
        camera.fov = fieldOfView;
        camera.updateProjectionMatrix();
      }
      placedRef.current = true;
    }
    const follow = 1 - Math.exp(-dt * 8);
    camera.position.copy(position.lerp(new Vector3(...wanted.position), follow));
    camera.lookAt(target.lerp(new Vector3(...wanted.target), follow));
  });
  return null;
}
