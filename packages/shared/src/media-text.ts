// The media sentences (RULES.md "Validation", "Files"): what the server answers to an upload or a download it
// refuses, and what the web says before sending one, written once. Zod-free and small, for the web's media and chat
// screens.
import { LIMITS, MEDIA } from './limits.ts';

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const NOT_IMAGE = 'Only jpg or png images can be uploaded.';
const UNKNOWN_ROOM = 'Unknown chat room.';
/** The web's refusal of a picked file that is not a JPG or PNG (media hub and chat). */
const CHOOSE_JPG_OR_PNG = 'Please choose a JPG or PNG image.';

/** Private photos (POST /uploadprofileimage and the photo actions); the web's media hub says `max` itself too. */
export const PHOTO_TEXT = {
  max: "You've uploaded the maximum number of images",
  /** Said by the server for a private photo and by the web for the public (AI) image already chosen. */
  alreadyProfile: 'This is already set as your profile image.',
  noFile: 'Choose a photo to upload.',
  notImage: NOT_IMAGE,
  tooLarge: `Photos can be at most ${megabytes(MEDIA.imageBytes)} MB.`,
  badCrop: 'The crop must be JSON like {"x":0,"y":0,"width":1000,"height":1000}.',
  badNames: NOT_IMAGE,
  /** The bytes looked like a jpg or png but could not be decoded. */
  unreadable: 'This photo could not be read. Please choose another jpg or png.',
} as const;

/** The web's refusals of a picked photo before the crop (app/media/prepare-photo.ts). */
export const PHOTO_PICK_TEXT = {
  wrongType: CHOOSE_JPG_OR_PNG,
  heic: "This browser can't open HEIC photos. Please choose a JPG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible).",
  tooBig: `This photo is too large to upload, even made smaller. Please choose one under ${megabytes(MEDIA.imageBytes)} MB.`,
} as const;

/** Voice recordings (uploadvrdata, POST /uploadvrfile, delvr). */
export const VOICE_TEXT = {
  max: `You can keep at most ${LIMITS.voiceRecordings} voice recordings. Delete one to record another.`,
  badName: 'A recording needs a name like "<random id>.wav".',
  badPrompt: 'Choose one of the prompts.',
  taken: 'A recording with this name already exists. Please record it again.',
  notAnnounced: 'Send the recording’s details (uploadvrdata) before its file.',
  alreadyUploaded: 'This recording has already been uploaded.',
  noFile: 'Choose a recording to upload.',
  tooLarge: `Recordings can be at most ${megabytes(MEDIA.wavBytes)} MB.`,
} as const;

/** A voice recording's bytes that are not a WAV the server keeps (its wav-header.ts). */
export const WAV_TEXT = {
  notWav: 'This recording is not a WAV file. Please record it again.',
  unsupported: 'This recording is in a WAV format we cannot play (it must be 16-bit PCM, mono or stereo).',
  damaged: 'This recording is damaged. Please record it again.',
  empty: 'This recording is empty. Please record it again.',
  tooLong: `Recordings can be at most ${MEDIA.wavSeconds} seconds long. Please record a shorter answer.`,
} as const;

/** GET /download's refusals of a query it cannot read. */
export const DOWNLOAD_TEXT = {
  badType: 'Unknown download type.',
  badFile: 'Unknown file name.',
  badRoom: UNKNOWN_ROOM,
} as const;

/** POST /uploadchatimage's refusals. */
export const CHAT_IMAGE_TEXT = {
  badRoom: UNKNOWN_ROOM,
  fullMatchOnly: 'Images can be shared with full matches only.',
  noFile: 'Choose an image to send.',
  notImage: 'Only jpg or png images can be sent.',
  tooLarge: `Images can be at most ${megabytes(MEDIA.imageBytes)} MB.`,
} as const;

/** The web's words about an image sent in the chat: refused before uploading, or failed. */
export const IMAGE_SEND_TEXT = {
  wrongType: CHOOSE_JPG_OR_PNG,
  tooLarge: `That image is too large. Please choose one under ${megabytes(MEDIA.imageBytes)} MB.`,
  empty: 'That file is empty. Please choose another image.',
  offline: 'The image could not be sent. Please check your connection and try again.',
  failed: 'The image could not be sent. Please try again.',
} as const;
