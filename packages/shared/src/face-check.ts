// The face check's numbers and words, zod-free: the privacy policy's pages read them too. The actions are
// in api/face-check.actions.ts.

export const FACE_CHECK = {
  /** Three steps, each one of these poses, drawn at random so that a recorded check does not fit the next. */
  poses: ['left', 'right', 'straight'] as const,
  steps: 3,
  /** Frames captured per step; the frames of one check are steps × framesPerStep (6). */
  framesPerStep: 2,
  /** A challenge is good for this long after `facecheckstart`, and used once. */
  challengeMs: 3 * 60_000,
  /** Checks a person may start per day (a rolling 24 hours). */
  triesPerDay: 3,
  /** The base64 text of one frame at most (about 30 KB of JPEG). */
  frameChars: 40_000,
  /** The kept descriptor is deleted after this long without use (and with the account at once). */
  keepYears: 3,
  /** The SHA-256 of each picture sent is kept this long: the same picture again is a replay. */
  frameHashDays: 30,
} as const;

export type FacePose = (typeof FACE_CHECK.poses)[number];

/**
 * The consent shown before the camera opens; its version is recorded with the time it was given. A new text gets a
 * new version (the record keeps which one a person agreed to).
 */
export const FACE_CONSENT = {
  version: '2026-11-29',
  text: [
    'Rookery checks that you are the person in your private photos. It is optional.',
    'What is checked: your camera takes 6 pictures while you turn your head as asked. Our own server (no other company) ' +
      'looks for one live face in them and compares it with the faces in your private photos.',
    'What is kept: no picture and no video. We keep a face descriptor (a list of numbers made from your face), ' +
      'encrypted, to check your new photos and to stop banned people from coming back. It is deleted when you delete ' +
      'your account, when you ask (Forget my face), and after 3 years without use.',
    'Others see only a "Verified" badge. Your photos stay hidden until a full match, as before.',
  ],
} as const;

export const FACE_CHECK_TEXT = {
  noPhotos: 'Add your private photos in the media hub first: we compare your face with them.',
  noTries: 'You can try 3 times a day. Please try again tomorrow, or ask a moderator to look.',
  challengeGone: 'This check has expired. Please start again.',
  consent: 'Please read and accept what is checked and kept first.',
  helpSent: 'A moderator will look at your check. Their answer will be here and in your notifications.',
  helpTooLong: 'Please keep your message under 500 characters.',
  helpFirst: 'Please try the check first: a moderator can then look at what went wrong.',
  alreadyVerified: 'You are verified already.',
  inReview: 'A moderator is looking at your check. Their answer will be here and in your notifications.',
  busy: 'The face check is busy right now. Please try again in a minute: this try was not counted.',
  withdrawnPhotos: 'Your private photos changed, so we are checking them against your face.',
  recheckNotYou:
    'Your new private photos do not all show the face you verified. Verify again to get your badge back.',
  noPhotosNow: 'You have no private photos now. Add them and verify again to get your badge back.',
} as const;
