// Business constants of RULES.md "Constants and limits", "Money and limits", shared by the forms and the server.

export const LIMITS = {
  minimumAge: 18,
  passwordMin: 8,
  codeLength: 4,
  relationshipText: 200,
  displayName: 100,
  realName: 100,
  description: 2000,
  idealPartner: 2000,
  tagline: 60,
  wizardPrompt: 100,
  feedbackDetails: 2000,
  newName: 100,
  imageDescription: 2000,
  chatText: 200,
  reportDetails: 2000,
  dateLocation: 100,
  /** A date may be set at most this many days ahead (a date's safety page cannot live for years). */
  dateMaxDaysAhead: 90,
  privateImages: 3,
  voiceRecordings: 2,
  distanceKmMax: 200,
  /** The distance of a person without settings (RULES.md "Money and limits"), km. */
  defaultDistanceKm: 50,
  distanceMilesMax: 125,
} as const;

export const MONEY = {
  pebblesForNewAccount: 3,
  pebblesPerImage: 1,
  pebblesPerGift: 1,
  pebblesPerAd: 1,
  adSeconds: 15,
  adsPerDay: 10,
  flipsPerDay: 20,
  flipsPerPebble: 10,
  deckSize: 10,
  /** Seconds during which the last decision on the deck (one card, or one Flip Deck) can be undone. */
  deckUndoSeconds: 10,
} as const;

export const SESSION = {
  days: 30,
  /** A session's expiry is pushed forward at most this often, so reads stay reads. */
  refreshAfterMs: 60 * 60 * 1000,
  /** A session's "last active" (Settings → Devices) is written at most this often, so reads stay reads. */
  lastSeenEveryMs: 5 * 60 * 1000,
} as const;

export const KM_TO_MILES = 0.621371;
export const MILES_TO_KM = 1.60934;

/** Emailed codes (RULES.md "Money and limits"): verification, password reset and change of email. */
export const CODES = {
  validMinutes: 15,
  /** Wrong tries that void a code; a new one must then be requested. */
  maxTries: 5,
  resendSeconds: 60,
  /** Codes a day per account and purpose: reset requests cannot use up verification or email-change codes. */
  perDay: 10,
  /** Wrong guesses per account over every code and purpose, in 24 hours and in 30 days. */
  guessesPerDay: 10,
  guessesPer30Days: 30,
  /** Anonymous reset codes (pwresetcode) per target address an hour, from any number of addresses. */
  anonymousResetsPerHour: 3,
  /**
   * Of a day's reset codes (perDay), how many anonymous requests may spend: the rest are kept for the owner's
   * browser (its device cookie), so nobody can use up every code an account may be sent.
   */
  anonymousResetsPerDay: 6,
} as const;

/** Uploads and media (RULES.md "Validation", "Constants and limits", "Files"). */
export const MEDIA = {
  imageBytes: 10 * 1024 * 1024,
  wavBytes: 10 * 1024 * 1024,
  wavSeconds: 60,
  /** Private photos are stored as square jpegs of this many pixels a side. */
  photoSide: 1080,
  cropZoomMin: 1,
  cropZoomMax: 3,
  /** AI images per page of `userimagespage`. */
  imagesPerPage: 12,
} as const;

/**
 * Per-pair limits inside a match: what one person may ask of the same match in an hour. Defaults of the
 * server's LIMIT_*_PER_PAIR_HOUR variables; the sentences say when asking works again.
 */
export const PAIR_LIMITS = {
  dateRequestsPerHour: 5,
  profileRequestsPerHour: 5,
  callRingsPerHour: 10,
} as const;

const inAWhile = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
};

export const PAIR_LIMIT_TEXT = {
  dateRequests: (retryAfterSeconds: number) =>
    `You've asked this match for a date several times in the last hour. Give them time to answer, and try again ${inAWhile(retryAfterSeconds)}.`,
  profileRequests: (retryAfterSeconds: number) =>
    `You've asked this match to share full profiles several times in the last hour. Give them time to answer, and try again ${inAWhile(retryAfterSeconds)}.`,
  callRings: (retryAfterSeconds: number) =>
    `You've called this match many times in the last hour. Give them a break, and try again ${inAWhile(retryAfterSeconds)}.`,
} as const;

/** Signed download links to another person's private photo expire this long after they are made. */
export const PRIVATE_LINK = { ttlSeconds: 300 } as const;
