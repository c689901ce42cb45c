export { PhotoAvatarError, type PhotoProblem } from './errors.js';
export { checkPhoto, maxPhotoPixels } from './photo.js';
export { photoAvatarGlb, type ProgressListener } from './photoAvatar.js';
