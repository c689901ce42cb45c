/** Landmark numbers of MediaPipe's canonical face mesh (468 points) that the head is built around. */
export const landmarks = {
  forehead: 10,
  chin: 152,
  rightCheekSide: 234,
  leftCheekSide: 454,
  /** The face's outline, clockwise from the top of the forehead as seen in the photo. */
  faceOval: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93,
    234, 127, 162, 21, 54, 103, 67, 109,
  ],
  /** The inner lip line, corner to corner: the canonical mesh leaves the mouth open between them. */
  lipsUpperInner: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308],
  lipsLowerInner: [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308],
  /** Points on the cheeks, away from beard, shadow and make-up lines: where skin is sampled. */
  cheeks: [50, 280, 205, 425, 187, 411],
} as const;
