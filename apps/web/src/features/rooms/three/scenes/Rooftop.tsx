import { useEffect, useMemo } from 'react';
import { BufferGeometry, Vector3 } from 'three';
import { cityWindowsTexture } from './cityWindows';
import { Instanced } from './Instanced';
import { assemble, fourSides, seededRandom, sofaParts, turned, type Placement, type Point } from './placements';
import { SkyDome } from './SkyDome';

// A square roof 22 m across, railed, high above a city at dusk.
const half = 11;
const railing = half - 0.2;

const posts: Placement[] = fourSides.flatMap((turn) =>
  Array.from({ length: 11 }, (_, index): Placement => ({
    at: turned(turn, [-railing + index * 2, 0.55, -railing]),
    size: [0.05, 1.1, 0.05],
  })),
);
const rails: Placement[] = fourSides.flatMap((turn) =>
  [1.1, 0.6].map((y): Placement => ({ at: turned(turn, [0, y, -railing]), size: [2 * railing, 0.05, 0.05], turn })),
);
const planters: Placement[] = fourSides.flatMap((turn) =>
  [-6.5, 6.5].map((along): Placement => ({ at: turned(turn, [along, 0.3, -railing + 0.6]), size: [2.2, 0.6, 0.7], turn })),
);
const greenery: Placement[] = planters.map(({ at, turn }, index) => ({
  at: [at[0], 0.78, at[2]],
  size: [2, 0.55, 0.55],
  turn,
  colour: index % 3 === 0 ? '#6c9a4f' : '#55864a',
}));
const sofas: Placement[] = [Math.PI / 2, -Math.PI / 2].flatMap((turn) =>
  assemble(sofaParts('#3f5a73', '#d9d2c5'), turned(turn, [0, 0, -railing + 1.3]), turn),
);

// String lights: four poles at the corners, strung round and across, sagging between them.
const poleTops: Point[] = fourSides.map((turn) => turned(turn, [railing - 0.6, 3.2, -railing + 0.6]));
const strings: Array<[Point, Point]> = [
  ...poleTops.map((top, index): [Point, Point] => [top, poleTops[(index + 1) % 4]!]),
  [poleTops[0]!, poleTops[2]!],
  [poleTops[1]!, poleTops[3]!],
];
const along = ([a, b]: [Point, Point], t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] - 0.7 * 4 * t * (1 - t),
  a[2] + (b[2] - a[2]) * t,
];
const bulbs: Placement[] = strings.flatMap((string) =>
  Array.from({ length: 17 }, (_, index): Placement => ({ at: along(string, (index + 1) / 18), size: [0.09, 0.09, 0.09] })),
);
const poles: Placement[] = poleTops.map(([x, , z]) => ({ at: [x, 1.6, z], size: [0.08, 3.2, 0.08] }));

/** Office blocks around and below the roof, far enough to stay simple. */
const buildings: Placement[] = (() => {
  const random = seededRandom(42);
  return Array.from({ length: 60 }, (): Placement => {
    const [angle, distance] = [random() * 2 * Math.PI, 48 + random() * 80];
    const [width, depth, top] = [8 + random() * 14, 8 + random() * 14, -10 + random() * 32];
    const shade = ['#26304a', '#2d2a44', '#1f2a3d'][Math.floor(random() * 3)]!;
    return {
      at: [Math.sin(angle) * distance, (top - 60) / 2, Math.cos(angle) * distance],
      size: [width, top + 60, depth],
      turn: angle,
      colour: shade,
    };
  });
})();

function StringWires() {
  const geometry = useMemo(
    () =>
      new BufferGeometry().setFromPoints(
        strings.flatMap((string) =>
          Array.from({ length: 18 }, (_, index) => [along(string, index / 18), along(string, (index + 1) / 18)])
            .flat()
            .map((point) => new Vector3(...point)),
        ),
      ),
    [],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <lineSegments geometry={geometry}>
      <lineBasicMaterial color="#1c1b22" />
    </lineSegments>
  );
}

function City() {
  const windows = useMemo(() => cityWindowsTexture(), []);
  useEffect(() => () => windows.dispose(), [windows]);
  return (
    <Instanced placements={buildings}>
      <boxGeometry />
      <meshStandardMaterial emissive="#ffffff" emissiveMap={windows} emissiveIntensity={0.7} roughness={0.9} />
    </Instanced>
  );
}

/** A rooftop terrace at dusk: a deck railed against a glowing sky, planters, sofas, string lights and the city around. */
export function Rooftop() {
  return (
    <>
      <SkyDome top="#1d2b55" horizon="#f0a06c" below="#2b2236" />
      <fog attach="fog" args={['#6d5470', 60, 190]} />
      <hemisphereLight args={['#a69ad6', '#4b3a44', 1.2]} />
      <directionalLight color="#ffb37a" intensity={1.6} position={[-30, 12, -40]} />
      <pointLight color="#ffcf8a" intensity={14} distance={16} decay={2} position={[0, 2.8, 0]} />

      <mesh rotation-x={-Math.PI / 2}>
        <planeGeometry args={[2 * half, 2 * half]} />
        <meshStandardMaterial color="#7d8088" roughness={0.95} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.005}>
        <circleGeometry args={[8.6, 64]} />
        <meshStandardMaterial color="#9a7152" roughness={0.85} />
      </mesh>

      <Instanced placements={[...posts, ...rails, ...poles]}>
        <boxGeometry />
        <meshStandardMaterial color="#2c3038" metalness={0.5} roughness={0.45} />
      </Instanced>
      <Instanced placements={planters}>
        <boxGeometry />
        <meshStandardMaterial color="#4a3b30" roughness={0.9} />
      </Instanced>
      <Instanced placements={[...greenery, ...sofas]}>
        <boxGeometry />
        <meshStandardMaterial roughness={0.95} />
      </Instanced>
      <Instanced placements={bulbs}>
        <sphereGeometry args={[0.5, 8, 6]} />
        <meshBasicMaterial color="#ffd58a" />
      </Instanced>
      <StringWires />
      <City />
    </>
  );
}
