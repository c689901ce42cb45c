export { PhotoAvatarError, type PhotoProblem } from './errors.js';
export { checkPhoto } from './photo.js';
export { photoAvatarGlb, type ProgressListener } from './photoAvatar.js';
