/** Why a photo cannot become an avatar; the server turns each into its clear message. */
export type PhotoProblem = 'not_an_image' | 'too_many_pixels' | 'no_face' | 'several_faces';

export class PhotoAvatarError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoAvatarError';
  }
}
