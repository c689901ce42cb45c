import { OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { XR, type XRStore } from '@react-three/xr';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { useQuery } from '@tanstack/react-query';
import { buildAvatar, disposeAvatar, idle, relaxedPose, studioLights, type Avatar } from '@meshwork/avatar';
import type { AvatarParameters } from '@meshwork/contracts';
import { avatarKeys } from '../avatarQueries';
import { loadAvatarFile } from './loadAvatarFile';

type AvatarSource = { params: AvatarParameters } | { glbUrl: string };

export interface AvatarCanvasProps {
  source: AvatarSource;
  label: string;
  /** Turns slowly, as a turntable (the creator's preview). */
  turntable?: boolean;
  /** Frames the head and shoulders instead of the whole body. */
  portrait?: boolean;
  xrStore?: XRStore;
  /** Called with the canvas once it draws, to take a picture of it. */
  onCanvas?: (canvas: HTMLCanvasElement) => void;
}

function useAvatar(source: AvatarSource): Avatar | undefined {
  const params = 'params' in source ? source.params : undefined;
  const built = useMemo(() => (params ? buildAvatar(params) : undefined), [params]);
  useEffect(() => () => built && disposeAvatar(built), [built]);
  const url = 'glbUrl' in source ? source.glbUrl : undefined;
  const loaded = useQuery({
    queryKey: avatarKeys.file(url ?? ''),
    queryFn: () => loadAvatarFile(url!),
    enabled: !!url,
    staleTime: Infinity,
  }).data;
  return built ?? loaded;
}

function IdleAvatar({ avatar }: { avatar: Avatar }) {
  useEffect(() => relaxedPose(avatar), [avatar]);
  useFrame(({ clock }) => idle(avatar, clock.elapsedTime));
  return <primitive object={avatar.root} />;
}

function Lights() {
  const lights = useMemo(() => studioLights(), []);
  return <primitive object={lights} />;
}

function CanvasReady({ onCanvas }: { onCanvas?: (canvas: HTMLCanvasElement) => void }) {
  const canvas = useThree((state) => state.gl.domElement);
  // A block, not an expression: React calls whatever an effect returns as its cleanup, and a
  // `void` callback may still return a value (the canvas, from an assignment).
  useEffect(() => {
    onCanvas?.(canvas);
  }, [canvas, onCanvas]);
  return null;
}

function Scene({ source, turntable, portrait }: Pick<AvatarCanvasProps, 'source' | 'turntable' | 'portrait'>): ReactNode {
  const avatar = useAvatar(source);
  const target: [number, number, number] = portrait ? [0, 1.5, 0] : [0, 0.95, 0];
  return (
    <>
      <Lights />
      {avatar && <IdleAvatar avatar={avatar} />}
      <mesh rotation-x={-Math.PI / 2} position-y={0.001}>
        <circleGeometry args={[0.45, 48]} />
        <meshBasicMaterial color="#000000" transparent opacity={0.08} />
      </mesh>
      <OrbitControls target={target} enablePan={false} minDistance={0.6} maxDistance={5} autoRotate={turntable} autoRotateSpeed={1.2} />
    </>
  );
}

/** A 3D avatar with soft light, orbit controls and its idle loop; inside an XR session when a store is given. */
export function AvatarCanvas({ source, label, turntable, portrait, xrStore, onCanvas }: AvatarCanvasProps) {
  const camera = portrait ? { position: [0.35, 1.55, 1.1] as const, fov: 30 } : { position: [0, 1.2, 3.4] as const, fov: 32 };
  const scene = <Scene source={source} turntable={turntable} portrait={portrait} />;
  return (
    <Canvas
      role="img"
      aria-label={label}
      camera={{ position: [...camera.position], fov: camera.fov }}
      gl={{ preserveDrawingBuffer: true, antialias: true, toneMapping: ACESFilmicToneMapping }}
      dpr={[1, 2]}
    >
      <CanvasReady onCanvas={onCanvas} />
      {xrStore ? <XR store={xrStore}>{scene}</XR> : scene}
    </Canvas>
  );
}
