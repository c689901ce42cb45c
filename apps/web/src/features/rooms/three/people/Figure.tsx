import type { Avatar } from '@meshwork/avatar';
import type { RoomPose } from '@meshwork/contracts';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef, useState } from 'react';
import type { Group } from 'three';
import type { RoomFigure, RoomView } from '../../roomView';
import { useFigureAvatar } from '../avatars/figureAvatars';
import { stableHash } from '../stableHash';
import { animateFigure } from './animateFigure';
import { FloatingReactions } from './FloatingReactions';
import { trackMotion, type TrackedMotion } from './motionTracker';
import { NameTag } from './NameTag';

interface FigureProps {
  figure: RoomFigure;
  view: RoomView;
  /** Where they are drawn at `now` (performance.now()), or null while they have no pose. */
  poseAt: (now: number) => RoomPose | null;
  /** Everyone without an avatar of their own wears a copy of it. */
  fallback: Avatar;
  /** Not drawn, as the viewer's own body in a headset. */
  hidden?: boolean;
}

/** A person in the room: their avatar where their pose says, walking, emoting and speaking; their name and reactions above. */
export function Figure({ figure, view, poseAt, fallback, hidden = false }: FigureProps) {
  const group = useRef<Group>(null);
  const motion = useRef<TrackedMotion | null>(null);
  const [posed, setPosed] = useState(false);
  const avatar = useFigureAvatar(figure.avatarUrl, fallback);
  // Each person's clock starts elsewhere, so nobody breathes and blinks in step.
  const offset = useMemo(() => stableHash(figure.id) % 1000, [figure.id]);

  useFrame((_, delta) => {
    const now = performance.now();
    const pose = poseAt(now);
    if (posed !== (pose !== null)) setPosed(pose !== null);
    if (!pose || !group.current) return;
    group.current.position.set(...pose.position);
    group.current.rotation.y = pose.yaw;
    motion.current = trackMotion(motion.current, pose, delta);
    if (!avatar || hidden) return;
    const emote = view.emoteOf(figure.id, now);
    animateFigure(avatar, {
      seconds: now / 1000 + offset,
      pose,
      speed: motion.current.speed,
      turnRate: motion.current.turnRate,
      emote: emote && { emote: emote.emote, seconds: (now - emote.since) / 1000 },
      loudness: view.loudnessOf(figure.id),
    });
  });

  const shown = posed && !hidden;
  return (
    <group ref={group} visible={shown}>
      {avatar && <primitive object={avatar.root} />}
      <mesh rotation-x={-Math.PI / 2} position-y={0.01}>
        <circleGeometry args={[0.35, 24]} />
        <meshBasicMaterial color="#000000" transparent opacity={0.18} depthWrite={false} />
      </mesh>
      {shown && (
        <>
          <NameTag name={figure.name} loudness={() => view.loudnessOf(figure.id)} />
          <FloatingReactions reactionsAt={(now) => view.reactionsOf(figure.id, now)} />
        </>
      )}
    </group>
  );
}
