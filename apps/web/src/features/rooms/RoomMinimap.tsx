import { roomsCopy, type RoomEmote } from '@meshwork/contracts';
import { useEffect, useState } from 'react';
import type { LiveRoom } from './liveRoom';

/** The walkable floor's radius in metres, as the scenes draw it. */
const floorRadius = 8;
const refreshMs = 200;

interface Dot {
  id: string;
  name: string;
  x: number;
  z: number;
  yaw: number;
  me: boolean;
  /** The emote they play now, if any. */
  emote: RoomEmote | undefined;
}

function dotsOf(room: LiveRoom): Dot[] {
  const now = performance.now();
  const people = [{ id: room.me.user_id, name: room.me.nickname }, ...room.others()];
  return people.flatMap((person) => {
    const pose = room.poseOf(person.id, now);
    if (!pose) return [];
    const emote = room.emoteOf(person.id, now)?.emote;
    return [
      {
        id: person.id,
        name: person.name,
        x: pose.position[0],
        z: pose.position[2],
        yaw: pose.yaw,
        me: person.id === room.me.user_id,
        emote,
      },
    ];
  });
}

/**
 * The room from above: everyone as a dot with a heading, the viewer in the brand's colour. It is
 * how a phone finds people, and how a page without WebGL still shows who stands where.
 */
export function RoomMinimap({ room }: { room: LiveRoom }) {
  const [dots, setDots] = useState<Dot[]>([]);
  useEffect(() => {
    const timer = setInterval(() => setDots(dotsOf(room)), refreshMs);
    return () => clearInterval(timer);
  }, [room]);
  const size = floorRadius * 2;
  return (
    <svg
      role="img"
      aria-label={roomsCopy.map}
      viewBox={`${-floorRadius} ${-floorRadius} ${size} ${size}`}
      className="size-32 rounded-full border border-line bg-surface/80 shadow-soft backdrop-blur"
    >
      <circle r={floorRadius - 0.2} className="fill-muted" />
      {dots.map((dot) => (
        <g
          key={dot.id}
          transform={`translate(${dot.x} ${dot.z}) rotate(${(-dot.yaw * 180) / Math.PI})`}
          data-testid="room-map-person"
          data-name={dot.name}
          data-x={dot.x.toFixed(2)}
          data-z={dot.z.toFixed(2)}
          data-emote={dot.emote}
        >
          <title>{dot.emote ? `${dot.name}: ${roomsCopy.emoteNames[dot.emote]}` : dot.name}</title>
          <path d="M0 0.9 L0.45 -0.2 L-0.45 -0.2 Z" className={dot.me ? 'fill-brand' : 'fill-fg-muted'} />
          <circle r={0.5} className={dot.me ? 'fill-brand' : 'fill-fg'} />
        </g>
      ))}
    </svg>
  );
}
