export { buildAvatar, buildBody, disposeAvatar, type Avatar } from './avatar.js';
export { faceMorphs } from './parts/face.js';
export { jointNames } from './rig.js';
export { idle, relaxedPose } from './pose.js';
export { avatarPresets } from './presets.js';
export { studioLights } from './stage.js';
export { lookPitch, playEmote, reachHands, speak, turnStep, walk } from './motion.js';
