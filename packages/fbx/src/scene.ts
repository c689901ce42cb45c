/**
 * What the writer puts in a file: one skeleton, skinned meshes in its bind pose and their
 * materials. Lengths are in metres, matrices column-major (glTF's and three.js's order).
 */
export interface FbxScene {
  joints: FbxJoint[];
  meshes: FbxMesh[];
  materials: FbxMaterial[];
}

export interface FbxJoint {
  name: string;
  /** Index of the parent joint, or -1 for a root. */
  parent: number;
  translation: [number, number, number];
  /** A unit quaternion, x y z w. */
  rotation: [number, number, number, number];
  scale: [number, number, number];
  /** The joint's world matrix in the bind pose (the inverse of glTF's inverse bind matrix). */
  bindMatrix: ArrayLike<number>;
}

export interface FbxMesh {
  name: string;
  /** Triangles: three indices into the vertex attributes per face. */
  indices: ArrayLike<number>;
  /** xyz per vertex, in world space of the bind pose. */
  positions: ArrayLike<number>;
  normals: ArrayLike<number>;
  /** uv per vertex, glTF's convention (v down); the writer flips v for FBX. */
  uvs?: ArrayLike<number>;
  /** rgba per vertex, linear 0–1. */
  colors?: ArrayLike<number>;
  /** Four joint indices and four weights per vertex; absent for a mesh that no joint moves. */
  skin?: { joints: ArrayLike<number>; weights: ArrayLike<number> };
  /** Index into the scene's materials. */
  material: number;
}

export interface FbxMaterial {
  name: string;
  /** Linear rgb 0–1. */
  color: [number, number, number];
  texture?: FbxTexture;
}

export interface FbxTexture {
  /** A file name for tools that unpack it, such as `skin.png`. */
  fileName: string;
  /** The PNG or JPEG bytes, embedded in the file. */
  image: Uint8Array;
}
