import { useFrame } from '@react-three/fiber';
import { TeleportTarget, useXR, useXRControllerLocomotion, useXRStore, XROrigin } from '@react-three/xr';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Matrix4, Vector3, type Group } from 'three';
import { clampToWalkable, walkableRadius } from '../movement';
import type { ViewerRefs } from '../viewerRefs';
import { poseFromHeadset, type TrackedHands } from './headsetPose';

const up = new Vector3(0, 1, 0);

/**
 * The viewer in a headset, seeing through their own eyes: the session's origin (their play space)
 * moves by teleport and turns by 45° snaps around their head; the head and hands make their pose.
 */
export function HeadsetViewer({ poseRef, jumpRef, onPoseRef }: ViewerRefs) {
  const originRef = useRef<Group>(null);
  const head = useMemo(() => new Vector3(), []);
  const store = useXRStore();
  const referenceSpace = useXR((state) => state.originReferenceSpace);

  // Enter where the viewer stood, facing the same way: a camera looks along -Z, an avatar along +Z.
  useLayoutEffect(() => {
    const { position, yaw } = poseRef.current;
    originRef.current?.rotation.set(0, yaw + Math.PI, 0);
    jumpRef.current ??= [position[0], position[2]];
  }, [poseRef, jumpRef]);

  useXRControllerLocomotion(
    (_, turn) => {
      const origin = originRef.current;
      if (!origin || turn === 0) return;
      // Round the head, not the play space's centre, so the view turns on the spot.
      origin.position.sub(head).applyAxisAngle(up, turn).add(head);
      origin.rotation.y += turn;
    },
    false,
    { type: 'snap', degrees: 45 },
  );

  useFrame((_, __, frame) => {
    const origin = originRef.current;
    if (!origin || !frame || !referenceSpace) return;
    const viewer = frame.getViewerPose(referenceSpace);
    if (!viewer) return;
    origin.updateMatrixWorld();
    let headMatrix = new Matrix4().fromArray(viewer.transform.matrix).premultiply(origin.matrixWorld);
    const jump = jumpRef.current;
    if (jump) {
      jumpRef.current = null;
      head.setFromMatrixPosition(headMatrix);
      origin.position.x += jump[0] - head.x;
      origin.position.z += jump[1] - head.z;
      origin.updateMatrixWorld();
      headMatrix = new Matrix4().fromArray(viewer.transform.matrix).premultiply(origin.matrixWorld);
    }
    head.setFromMatrixPosition(headMatrix);
    const hands: TrackedHands = {};
    for (const input of store.getState().inputSourceStates) {
      if ((input.type !== 'controller' && input.type !== 'hand') || input.inputSource.handedness === 'none') continue;
      const space = input.inputSource.gripSpace ?? input.inputSource.targetRaySpace;
      const hand = frame.getPose(space, referenceSpace);
      if (hand) hands[input.inputSource.handedness] = new Matrix4().fromArray(hand.transform.matrix).premultiply(origin.matrixWorld);
    }
    poseRef.current = poseFromHeadset(headMatrix, hands);
    onPoseRef.current(poseRef.current);
  });

  return (
    <>
      <XROrigin ref={originRef} />
      <TeleportTarget onTeleport={(_, event) => void (jumpRef.current = clampToWalkable(event.point.x, event.point.z))}>
        {/* The walkable floor, unseen: teleports land only inside it. */}
        <mesh rotation-x={-Math.PI / 2} position-y={0.002}>
          <circleGeometry args={[walkableRadius, 64]} />
          <meshBasicMaterial transparent opacity={0} depthWrite={false} />
        </mesh>
      </TeleportTarget>
    </>
  );
}
