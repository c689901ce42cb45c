/**
 * The realtime client's errors: those the specification quotes (§5, §8) word for word, and the
 * protocol's own validation texts for the rules it leaves unnamed (docs/realtime-protocol.md §18).
 * Read as the namespace `realtimeMessages`; one constant each, so the web app's first load
 * carries only the texts of the calls it makes (the bundler keeps an object whole).
 */
export const missingSubscribeKey = 'Missing Subscribe Key';
export const missingChannels = 'Missing channels';
export const missingMessageChannel = 'Missing message channel';
export const missingActionType = 'Missing Action.type';
export const actionTypeTooLong = 'Action.type value exceed maximum length of 15';
export const emptyChannel = "channel can't be empty";
export const emptyFileId = "file id can't be empty";
export const emptyFileName = "file name can't be empty";
export const uploadUnsuccessful = 'Upload to bucket was unsuccessful';
export const publishFileFailed = 'Publish failed. You may want to execute that operation manually using pubnub.publishFile';
export const grantTokenError = 'Grant Token error: ';
export const decryptionError = 'Error while decrypting message content: ';
export const invalidUserId = 'Missing or invalid userId parameter. Provide a valid string userId';
export const serviceError = 'The realtime service answered with an error';
export const missingPublishChannel = 'Missing Channel';
export const missingMessage = 'Missing Message';
export const missingChannel = 'Missing channel';
export const countTimetokensIncompatible = 'timetoken and channelTimetokens are incompatible together';
export const actionsForOneChannel =
  'History can return actions data for a single channel only. Either pass a single channel or disable the includeMessageActions flag.';
export const missingMessageTimetoken = 'Missing message timetoken';
export const missingActionTimetoken = 'Missing action timetoken';
export const missingAction = 'Missing Action';
export const missingActionValue = 'Missing Action.value';
export const emptyFile = "file can't be empty";
export const missingState = 'Missing State';
export const missingStateTarget = 'Please provide a list of channels and/or channel-groups';
export const missingChannelGroup = 'Missing Channel Group';
export const missingGroupChannels = 'Missing Channels';
export const missingDevice = 'Missing Device ID (device)';
export const missingPushGateway = 'Missing GW Type (pushGateway: gcm, apns or apns2)';
export const missingApns2Topic = 'Missing APNS2 topic';
export const emptyObjectChannel = 'Channel cannot be empty';
export const emptyObjectData = 'Data cannot be empty';
export const emptyMemberUuids = 'UUIDs cannot be empty';
export const emptyMembershipChannels = 'Channels cannot be empty';
