// The one check every way of sending something to a match goes through (chat messages and requests, dates, gifts,
// calls, chat images), and the ones for a new name and new profile texts (read by every match, so they are messages
// too): a muted person is refused with the date their mute ends (RULES.md "Safety and moderation": muted people
// cannot send messages). Exported for those modules; the rest of moderation stays inside this folder.
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createModerationRepo } from './moderation.repo.ts';

/** A mute without an end is stored with this date, so "muted" is always `muted_until > now`. */
export const INDEFINITE = new Date('9999-12-31T00:00:00.000Z');

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 3 December 2026, in UTC like the sign-in's "suspended until" sentence. */
export const dayOf = (date: Date): string => longDate.format(date);

export const isIndefinite = (date: Date): boolean => date.getTime() >= INDEFINITE.getTime();

export const MUTED_TEXT = {
  until: (date: Date) => `You can't send messages until ${dayOf(date)}.`,
  indefinite: "You can't send messages because you have been muted.",
  renameUntil: (date: Date) => `You can't change your name until ${dayOf(date)}.`,
  renameIndefinite: "You can't change your name while you are muted.",
  rewriteUntil: (date: Date) => `You can't change what others read on your profile until ${dayOf(date)}.`,
  rewriteIndefinite: "You can't change what others read on your profile while you are muted.",
  mediaUntil: (date: Date) => `You can't add pictures or recordings until ${dayOf(date)}.`,
  mediaIndefinite: "You can't add pictures or recordings while you are muted.",
} as const;

/** The sentence of a mute that ends (`withEnd`, given the end) or does not (`without`). */
const sentenceFor =
  (withEnd: (date: Date) => string, without: string) =>
  (until: Date): string =>
    isIndefinite(until) ? without : withEnd(until);

export const mutedSentence = sentenceFor(MUTED_TEXT.until, MUTED_TEXT.indefinite);
const renameSentence = sentenceFor(MUTED_TEXT.renameUntil, MUTED_TEXT.renameIndefinite);
const rewriteSentence = sentenceFor(MUTED_TEXT.rewriteUntil, MUTED_TEXT.rewriteIndefinite);
const mediaSentence = sentenceFor(MUTED_TEXT.mediaUntil, MUTED_TEXT.mediaIndefinite);

export type MuteCheck = (userId: string) => Promise<void>;

/** FORBIDDEN with the mute's sentence while the person is muted; nothing otherwise. */
export function createMuteCheck(
  db: Db,
  clock: () => Date = () => new Date(),
  sentence: (until: Date) => string = mutedSentence,
): MuteCheck {
  const repo = createModerationRepo(db);
  return async (userId) => {
    const until = await repo.mutedUntil(userId);
    if (until && until > clock()) throw new AppError('FORBIDDEN', sentence(until));
  };
}

/** The check of a new display name, real name or account name: the same mute, a sentence about names. */
export const createRenameCheck = (db: Db, clock: () => Date = () => new Date()): MuteCheck =>
  createMuteCheck(db, clock, renameSentence);

/** The check of a new photo, voice recording or AI picture (matches see them): the same mute, its own sentence. */
export const createMediaCheck = (db: Db, clock: () => Date = () => new Date()): MuteCheck =>
  createMuteCheck(db, clock, mediaSentence);

/** The check of new profile texts others read (tagline, about you, ideal partner): the same mute, its own sentence. */
export const createRewriteCheck = (db: Db, clock: () => Date = () => new Date()): MuteCheck =>
  createMuteCheck(db, clock, rewriteSentence);
