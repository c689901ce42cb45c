import type { RoomPose, RoomScene } from '@meshwork/contracts';
import { Canvas } from '@react-three/fiber';
import { useXR, XR, type XRStore } from '@react-three/xr';
import { useCallback, useEffect, useRef } from 'react';
import type { RoomFigure, RoomView } from '../roomView';
import { useDefaultAvatar } from './avatars/figureAvatars';
import { Joystick } from './controls/Joystick';
import { useMediaQuery } from './controls/useMediaQuery';
import { useRoomControls } from './controls/useRoomControls';
import { DesktopViewer } from './DesktopViewer';
import type { CameraBounds } from './followCamera';
import { arrivalPose, clampToWalkable, dragLook, type MoveInput } from './movement';
import { People } from './people/People';
import { sceneries } from './scenes/sceneries';
import type { ViewerRefs } from './viewerRefs';
import { HeadsetViewer } from './xr/HeadsetViewer';

export interface RoomCanvasProps {
  scene: RoomScene;
  /** The viewer. */
  me: RoomFigure;
  /** Everyone else, read each frame; and the viewer's own emote, reactions and loudness by `me.id`. */
  view: RoomView;
  /** Called every frame with the viewer's pose; the caller throttles and sends. */
  onPose(pose: RoomPose): void;
  /** The host moved the viewer: they jump there whenever `key` changes. */
  moveTo: { x: number; z: number; key: number } | null;
  /** The page's XR store; its 'Enter VR' calls `enterVR()`. */
  xrStore: XRStore;
  /** The canvas' accessible name. */
  label: string;
}

/** The viewer's eyes: their headset's in a session, else the following camera of the controls. */
function Viewer({ input, bounds, ...refs }: ViewerRefs & { input: () => MoveInput; bounds: CameraBounds }) {
  const inHeadset = useXR((state) => state.session !== undefined);
  return inHeadset ? <HeadsetViewer {...refs} /> : <DesktopViewer {...refs} input={input} bounds={bounds} />;
}

function Room({
  scene,
  me,
  view,
  input,
  ...refs
}: Pick<RoomCanvasProps, 'scene' | 'me' | 'view'> & ViewerRefs & { input: () => MoveInput }) {
  const fallback = useDefaultAvatar();
  const { Scenery, camera } = sceneries[scene];
  return (
    <>
      <Scenery />
      <Viewer {...refs} input={input} bounds={camera} />
      <People me={me} view={view} myPoseRef={refs.poseRef} fallback={fallback} />
    </>
  );
}

/**
 * A room in 3D: its scene, everyone in it as their avatar, and the viewer walking with the keys, a
 * drag or the touch stick (keys only while it has focus), or in a headset with teleport and snap turns.
 */
export default function RoomCanvas({ scene, me, view, onPose, moveTo, xrStore, label }: RoomCanvasProps) {
  const poseRef = useRef<RoomPose>(arrivalPose(me.id));
  const jumpRef = useRef<[number, number] | null>(null);
  const onPoseRef = useRef(onPose);
  useEffect(() => {
    onPoseRef.current = onPose;
  }, [onPose]);

  const movedKeyRef = useRef<number | null>(null);
  useEffect(() => {
    if (!moveTo || moveTo.key === movedKeyRef.current) return;
    movedKeyRef.current = moveTo.key;
    jumpRef.current = clampToWalkable(moveTo.x, moveTo.z);
  }, [moveTo]);

  const look = useCallback((dx: number, dy: number) => {
    poseRef.current = dragLook(poseRef.current, dx, dy);
  }, []);
  const { wrapperProps, input, setStick } = useRoomControls(look);
  const touch = useMediaQuery('(pointer: coarse)');

  return (
    // Focusable, so the keys move the viewer only while it has focus.
    <div
      role="application"
      aria-label={label}
      tabIndex={0}
      className="group relative isolate h-full w-full touch-none overflow-hidden rounded-xl outline-none select-none"
      {...wrapperProps}
    >
      <Canvas
        role="img"
        aria-label={label}
        dpr={[1, 1.5]}
        camera={{ near: 0.1, far: 800 }}
        gl={{ antialias: true, powerPreference: 'high-performance' }}
      >
        <XR store={xrStore}>
          <Room scene={scene} me={me} view={view} input={input} poseRef={poseRef} jumpRef={jumpRef} onPoseRef={onPoseRef} />
        </XR>
      </Canvas>
      {touch && <Joystick onMove={setStick} />}
      {/* The focus ring, over the canvas (an outline of the wrapper would be painted under it). */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 z-30 rounded-xl group-focus:ring-3 group-focus:ring-brand group-focus:ring-inset"
      />
    </div>
  );
}
