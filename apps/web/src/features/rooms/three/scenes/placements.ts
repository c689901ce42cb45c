export type Point = [number, number, number];

/** One copy of a shape: where, how large (the shape is of unit size), turned how far round the vertical, tinted. */
export interface Placement {
  at: Point;
  size?: Point;
  turn?: number;
  colour?: string;
}

/** The point turned by `turn` round the vertical through the centre, as an object turned so. */
export function turned(turn: number, [x, y, z]: Point): Point {
  return [x * Math.cos(turn) + z * Math.sin(turn), y, -x * Math.sin(turn) + z * Math.cos(turn)];
}

/** The four quarter turns: something placed against the wall at −Z, repeated on every side. */
export const fourSides = [0, Math.PI / 2, Math.PI, -Math.PI / 2] as const;

/** Boxes of a piece of furniture, given in its own frame (it faces +Z), placed at `at` and turned by `turn`. */
export function assemble(parts: ReadonlyArray<readonly [Point, Point, string]>, at: Point, turn: number): Placement[] {
  return parts.map(([offset, size, colour]) => {
    const [x, y, z] = turned(turn, offset);
    return { at: [at[0] + x, at[1] + y, at[2] + z], size: [...size], turn, colour };
  });
}

/** A sofa's boxes in its own frame: seat, back, arms and two cushions. */
export function sofaParts(fabric: string, cushion: string): Array<[Point, Point, string]> {
  return [
    [[0, 0.22, 0], [2.6, 0.44, 0.95], fabric],
    [[0, 0.62, -0.42], [2.6, 0.8, 0.22], fabric],
    [[-1.22, 0.4, 0], [0.22, 0.62, 0.95], fabric],
    [[1.22, 0.4, 0], [0.22, 0.62, 0.95], fabric],
    [[-0.6, 0.5, 0.04], [1.15, 0.14, 0.8], cushion],
    [[0.6, 0.5, 0.04], [1.15, 0.14, 0.8], cushion],
  ];
}

/** A repeatable pseudo-random sequence from 0 to 1, so a scene is the same for everyone. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
