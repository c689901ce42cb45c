import { Instanced } from './Instanced';
import { assemble, seededRandom, type Placement, type Point } from './placements';
import { SkyDome } from './SkyDome';

// A gravel plaza (the walkable circle and a little more) in a meadow, with a pond off to one side.
const plaza = 8.8;
const pond: Point = [-14, 0, 9];

const benchParts: Array<[Point, Point, string]> = [
  [[0, 0.45, 0], [1.8, 0.07, 0.48], '#9a6b45'],
  [[0, 0.74, -0.24], [1.8, 0.42, 0.06], '#9a6b45'],
  [[-0.75, 0.21, 0], [0.07, 0.42, 0.45], '#33363b'],
  [[0.75, 0.21, 0], [0.07, 0.42, 0.45], '#33363b'],
];
// Round the plaza, facing in, leaving the two paths (towards +Z and the pond) clear.
const benchAngles = [0.55, 1.35, 2.15, 2.95, 3.75, 4.55];
const benches: Placement[] = benchAngles.flatMap((angle) =>
  assemble(benchParts, [Math.sin(angle) * (plaza + 0.9), 0, Math.cos(angle) * (plaza + 0.9)], angle + Math.PI),
);

const trees = (() => {
  const random = seededRandom(11);
  const spots: Array<{ x: number; z: number; size: number }> = [];
  while (spots.length < 26) {
    const [angle, distance] = [random() * 2 * Math.PI, 13 + random() * 22];
    const [x, z] = [Math.sin(angle) * distance, Math.cos(angle) * distance];
    const onPath = Math.abs(x) < 2.5 && z > 0;
    const inPond = Math.hypot(x - pond[0], z - pond[2]) < 7;
    if (!onPath && !inPond) spots.push({ x, z, size: 0.8 + random() * 0.5 });
  }
  return spots;
})();
const trunks: Placement[] = trees.map(({ x, z, size }) => ({ at: [x, 1.1 * size, z], size: [0.4 * size, 2.2 * size, 0.4 * size] }));
const crowns: Placement[] = trees.map(({ x, z, size }, index) => ({
  at: [x, 3.3 * size, z],
  size: [3.4 * size, 3 * size, 3.4 * size],
  colour: ['#4f8f3f', '#5f9d45', '#437f3a'][index % 3],
}));
const bushes: Placement[] = [0.95, 1.75, 2.55, 3.35, 4.15, 4.95, 5.75].map((angle, index) => ({
  at: [Math.sin(angle) * (plaza + 1.1), 0.35, Math.cos(angle) * (plaza + 1.1)],
  size: [1.3, 0.8, 1.1],
  colour: index % 2 ? '#5c9a4a' : '#4d8a44',
}));
const lilyPads: Placement[] = [
  [-1.5, 0.8],
  [0.9, -1.2],
  [1.8, 1.1],
  [-0.4, -2],
].map(([dx, dz]) => ({ at: [pond[0] + dx!, 0.03, pond[2] + dz!], size: [0.45, 0.01, 0.45] }));

/** A park in daylight: a gravel plaza with benches in a meadow, trees around, paths out and a pond. */
export function Park() {
  return (
    <>
      <SkyDome top="#4d95e0" horizon="#d6ebfb" below="#cfe3f5" />
      <fog attach="fog" args={['#d6ebfb', 45, 160]} />
      <hemisphereLight args={['#d9ecff', '#6a8f4a', 1.5]} />
      <directionalLight color="#fff3dc" intensity={2.2} position={[20, 30, 10]} />

      <mesh rotation-x={-Math.PI / 2}>
        <circleGeometry args={[150, 48]} />
        <meshStandardMaterial color="#74b05f" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.004}>
        <circleGeometry args={[plaza, 64]} />
        <meshStandardMaterial color="#d9c9a6" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.006}>
        <ringGeometry args={[plaza, plaza + 0.4, 64]} />
        <meshStandardMaterial color="#b3a58a" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position={[0, 0.003, plaza + 20]}>
        <planeGeometry args={[2.4, 40]} />
        <meshStandardMaterial color="#d9c9a6" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} rotation-z={Math.atan2(pond[0], pond[2])} position={[pond[0] / 2, 0.003, pond[2] / 2]}>
        <planeGeometry args={[2, Math.hypot(pond[0], pond[2]) - 4]} />
        <meshStandardMaterial color="#d9c9a6" roughness={1} />
      </mesh>

      <mesh rotation-x={-Math.PI / 2} position={[pond[0], 0.01, pond[2]]} scale={[1.3, 1, 1]}>
        <ringGeometry args={[4.2, 4.7, 48]} />
        <meshStandardMaterial color="#9c978c" roughness={0.9} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position={[pond[0], 0.015, pond[2]]} scale={[1.3, 1, 1]}>
        <circleGeometry args={[4.2, 48]} />
        <meshStandardMaterial color="#4a8db8" roughness={0.15} metalness={0.2} />
      </mesh>
      <Instanced placements={lilyPads}>
        <cylinderGeometry args={[1, 1, 1, 12]} />
        <meshStandardMaterial color="#5d9b4c" roughness={0.8} />
      </Instanced>

      <Instanced placements={benches}>
        <boxGeometry />
        <meshStandardMaterial roughness={0.8} />
      </Instanced>
      <Instanced placements={trunks}>
        <cylinderGeometry args={[0.4, 0.5, 1, 8]} />
        <meshStandardMaterial color="#7a5236" roughness={0.95} />
      </Instanced>
      <Instanced placements={[...crowns, ...bushes]}>
        <icosahedronGeometry args={[0.5, 1]} />
        <meshStandardMaterial roughness={0.9} flatShading />
      </Instanced>
    </>
  );
}
