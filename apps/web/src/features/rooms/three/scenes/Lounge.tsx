import { Instanced } from './Instanced';
import { assemble, fourSides, sofaParts, turned, type Placement } from './placements';

// A square room 22 m across and 3.6 m high: the walkable circle (8 m) leaves a wide ring for the furniture.
const half = 11;
const height = 3.6;
const fabrics = [
  ['#6f9688', '#e8dcc4'],
  ['#c99a45', '#f1e6d2'],
] as const;
const artColours = ['#b65f45', '#3f6f78', '#d1a24c', '#34466b'];

const walls: Placement[] = fourSides.flatMap((turn): Placement[] => [
  { at: turned(turn, [0, height / 2, -half - 0.15]), size: [2 * half + 0.6, height, 0.3], turn, colour: '#e9dccb' },
  // A darker band along the foot of the wall, standing a little proud of it.
  { at: turned(turn, [0, 0.4, -half - 0.13]), size: [2 * half, 0.8, 0.3], turn, colour: '#bfa58a' },
]);
const windowSpots = fourSides.flatMap((turn) => [-5.4, 5.4].map((along) => ({ turn, along })));
const windowFrames: Placement[] = windowSpots.map(({ turn, along }) => ({
  at: turned(turn, [along, 1.9, -half + 0.02]),
  size: [2.8, 2.1, 0.06],
  turn,
}));
const windowPanes: Placement[] = windowSpots.map(({ turn, along }) => ({
  at: turned(turn, [along, 1.9, -half + 0.06]),
  size: [2.5, 1.8, 0.02],
  turn,
}));
const sofas: Placement[] = fourSides.flatMap((turn, side) => {
  const [fabric, cushion] = fabrics[side % 2]!;
  return assemble(sofaParts(fabric, cushion), turned(turn, [0, 0, -half + 1.15]), turn);
});
const sideTables: Placement[] = fourSides.flatMap((turn) =>
  [-1.85, 1.85].map((along): Placement => ({ at: turned(turn, [along, 0.26, -half + 1.1]), size: [0.6, 0.52, 0.6], colour: '#6b4a33' })),
);
const art: Placement[] = fourSides.map((turn, side) => ({
  at: turned(turn, [0, 2.35, -half + 0.03]),
  size: [1.9, 0.95, 0.04],
  turn,
  colour: artColours[side],
}));
const corners = fourSides.map((turn) => turned(turn, [half - 0.8, 0, -half + 0.8]));
const lampPoles: Placement[] = corners.map(([x, , z]) => ({ at: [x, 0.8, z], size: [0.05, 1.6, 0.05] }));
const lampShades: Placement[] = corners.map(([x, , z]) => ({ at: [x, 1.7, z], size: [0.5, 0.38, 0.5] }));
const pots: Placement[] = fourSides.map((turn) => ({ at: turned(turn, [half - 2.1, 0.28, -half + 0.7]), size: [0.55, 0.56, 0.55] }));
const leaves: Placement[] = fourSides.map((turn) => ({ at: turned(turn, [half - 2.1, 1.05, -half + 0.7]), size: [0.62, 0.85, 0.62] }));

/** An indoor lounge: wooden floor and rug, warm walls with windows on the evening, sofas facing the middle, lamps and plants. */
export function Lounge() {
  return (
    <>
      <color attach="background" args={['#2b2420']} />
      <hemisphereLight args={['#fff1de', '#8a6a50', 1.5]} />
      <directionalLight color="#ffe2bf" intensity={1.1} position={[5, 8, 6]} />
      <pointLight color="#ffc98a" intensity={16} distance={18} decay={2} position={[0, 2.6, 0]} />

      <mesh rotation-x={-Math.PI / 2}>
        <planeGeometry args={[2 * half, 2 * half]} />
        <meshStandardMaterial color="#a87b57" roughness={0.85} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.005}>
        <circleGeometry args={[3.4, 64]} />
        <meshStandardMaterial color="#b65f45" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.008}>
        <ringGeometry args={[2.6, 2.9, 64]} />
        <meshStandardMaterial color="#e7c9a0" roughness={1} />
      </mesh>
      <mesh rotation-x={Math.PI / 2} position-y={height}>
        <planeGeometry args={[2 * half, 2 * half]} />
        <meshStandardMaterial color="#f3ece3" roughness={1} />
      </mesh>

      <Instanced placements={walls}>
        <boxGeometry />
        <meshStandardMaterial roughness={0.95} />
      </Instanced>
      <Instanced placements={windowFrames}>
        <boxGeometry />
        <meshStandardMaterial color="#5a3f2c" roughness={0.7} />
      </Instanced>
      {/* Unlit: the evening outside glows. */}
      <Instanced placements={windowPanes}>
        <boxGeometry />
        <meshBasicMaterial color="#9fc0e4" />
      </Instanced>
      <Instanced placements={[...sofas, ...sideTables, ...art]}>
        <boxGeometry />
        <meshStandardMaterial roughness={0.9} />
      </Instanced>
      <Instanced placements={lampPoles}>
        <cylinderGeometry args={[0.5, 0.5, 1, 8]} />
        <meshStandardMaterial color="#2d2a28" metalness={0.4} roughness={0.5} />
      </Instanced>
      <Instanced placements={lampShades}>
        <cylinderGeometry args={[0.32, 0.5, 1, 16]} />
        <meshBasicMaterial color="#ffdca8" />
      </Instanced>
      <Instanced placements={pots}>
        <cylinderGeometry args={[0.5, 0.38, 1, 16]} />
        <meshStandardMaterial color="#c87f5a" roughness={0.8} />
      </Instanced>
      <Instanced placements={leaves}>
        <icosahedronGeometry args={[0.5, 1]} />
        <meshStandardMaterial color="#4f7d4a" roughness={0.9} flatShading />
      </Instanced>
    </>
  );
}
