// The deck's rules (RULES.md "Matching", "Money and limits", "Reads and writes"): who is shown, what it costs, and
// what a decision does. Flips: each card costs one flip the first time it is served in a flips period; a reload of
// the same cards is free; the period begins with its first flip and the allowance refills 24 h later.

import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { starsignOf } from '@rookery/shared/domain/starsign.ts';
import { shownDistance, unitFor } from '@rookery/shared/domain/units.ts';
import { isStoredUuid } from '@rookery/shared/domain/uuid.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Matcher, nameAsReceived, textAsReceived } from '../hidden-words/hidden-words.public.ts';
import { naming } from '../notifications/notifications.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import type { DecisionsRepo } from './decisions.repo.ts';
import type { CandidateRow, DeckRepo } from './deck.repo.ts';
import type { FlipsRepo } from './flips.repo.ts';
import { remainingFlips } from './flips.repo.ts';
import { CARD_HOURS } from './relation.service.ts';

const HOUR = 3_600_000;
export const FLIPS_PERIOD_HOURS = 24;
export const CHILL_DAYS = 7;

export const DECK_TEXT = {
  outOfFlips: 'out of flips',
  gpsDisabled: 'GPS disabled',
  needPebble: 'You need a pebble to buy more flips.',
  match: { title: "It's a match!" },
  undoNotLast: 'Only your last decision on the deck can be undone.',
  undoTooLate: 'That decision can no longer be undone.',
  undoMatched: "You're already matched: that accept cannot be undone. You can unmatch from the chat.",
} as const;

/** A user id as stored (lower-case UUID), or null for anything that cannot be one. */
export function asUserId(raw: string): string | null {
  const id = raw.trim().toLowerCase();
  return isStoredUuid(id) ? id : null;
}

/** The calendar day in UTC: ages change on the same day for everyone, whatever the server's zone. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export type DeckAnswer =
  | { success: true; matches: Candidate[]; flips: number }
  | { success: false; error: string; flips?: number; refill_at?: string };

export interface DeckDeps {
  deck: DeckRepo;
  flips: FlipsRepo;
  decisions: DecisionsRepo;
  pebbles: PebblesService;
  clock?: () => Date;
  /** A match was just made by `actorId`'s accept (the other person hears at once). Never rejects. */
  onMatch?: (matchId: string, actorId: string, otherId: string) => Promise<void>;
  /** The viewer's hidden words (modules/hidden-words); a card's name and texts are folded by them. */
  matcherFor?: ((userId: string) => Promise<Matcher>) | undefined;
}

export function createDeckService({
  deck,
  flips,
  decisions,
  pebbles,
  clock = () => new Date(),
  onMatch,
  matcherFor,
}: DeckDeps) {
  const periodEndsBefore = (now: Date) => new Date(now.getTime() - FLIPS_PERIOD_HOURS * HOUR);
  const flipsLeft = async (userId: string, now: Date) =>
    remainingFlips(await flips.state(userId, periodEndsBefore(now)), MONEY.flipsPerDay);

  /**
   * Refuses ids the person's deck did not serve them recently (RULES.md "Who may see what": no matching with anyone
   * by id).
   */
  async function servedTargets(userId: string, rawIds: string[], now: Date) {
    const ids = [...new Set(rawIds.map(asUserId))];
    if (ids.some((id) => id === null || id === userId)) throw new AppError('FORBIDDEN');
    const targets = ids as string[];
    const found = await decisions.decidable(userId, targets, new Date(now.getTime() - CARD_HOURS * HOUR));
    if (targets.some((id) => !found.has(id))) throw new AppError('FORBIDDEN');
    return { targets, found };
  }

  return {
    async matchlist(userId: string): Promise<DeckAnswer> {
      const now = clock();
      // One statement: the viewer, the candidates and the charge (deck.repo.ts `deal`).
      const dealt = await deck.deal(
        userId,
        {
          today: dayOf(now),
          now,
          chilledSince: new Date(now.getTime() - CHILL_DAYS * 24 * HOUR),
          limit: MONEY.deckSize,
        },
        { now, periodEndsBefore: periodEndsBefore(now), perDay: MONEY.flipsPerDay },
      );
      const { viewer, rows } = dealt;
      if (!viewer.hasPosition) return { success: false, error: DECK_TEXT.gpsDisabled };
      const left = remainingFlips(dealt.state, MONEY.flipsPerDay);
      if (!viewer.hasProfile) return { success: true, matches: [], flips: left };
      if (rows.length > 0 && dealt.shown.length === 0) {
        // The period began with its first flip; the allowance refills FLIPS_PERIOD_HOURS later.
        const started = dealt.state.periodStartedAt;
        const refill = started
          ? { refill_at: new Date(started.getTime() + FLIPS_PERIOD_HOURS * HOUR).toISOString() }
          : {};
        return { success: false, error: DECK_TEXT.outOfFlips, flips: 0, ...refill };
      }
      const unit = unitFor(viewer.inMiles, viewer.deviceCountry, viewer.country);
      const shown = new Set(dealt.shown);
      const hides = (await matcherFor?.(userId)) ?? null;
      return {
        success: true,
        matches: rows.filter((row) => shown.has(row.user_id)).map((row) => toCandidate(row, unit, hides)),
        flips: left,
      };
    },

    async usePebble(userId: string): Promise<{ pebbles: number; flips: number }> {
      const now = clock();
      const balance = await pebbles.spend(userId, 1, 'flips', DECK_TEXT.needPebble);
      try {
        const state = await flips.buy(userId, MONEY.flipsPerPebble, periodEndsBefore(now));
        return { pebbles: balance, flips: remainingFlips(state, MONEY.flipsPerDay) };
      } catch (err) {
        // The pebble was taken in its own transaction: give it back if the flips could not be added.
        await pebbles.credit(userId, 1, 'refund');
        throw err;
      }
    },

    async accept(userId: string, rawId: string): Promise<{ flips: number; match?: { match_id: string } }> {
      const now = clock();
      const { targets, found } = await servedTargets(userId, [rawId], now);
      const target = targets[0] as string;
      if (found.get(target) === 'decline') throw new AppError('FORBIDDEN');
      const match = await decisions.accept(userId, target, now, (other) => ({
        title: DECK_TEXT.match.title,
        ...naming(other, (name) => `You and ${name} like each other. Say hello!`),
      }));
      if (match?.made) await onMatch?.(match.id, userId, target);
      const left = await flipsLeft(userId, now);
      return match ? { flips: left, match: { match_id: match.id } } : { flips: left };
    },

    async chill(userId: string, rawId: string): Promise<{ flips: number }> {
      const now = clock();
      const { targets, found } = await servedTargets(userId, [rawId], now);
      if (targets.some((id) => found.get(id) === 'decline')) throw new AppError('FORBIDDEN');
      await decisions.record(userId, targets, 'chill', now);
      return { flips: await flipsLeft(userId, now) };
    },

    /**
     * Takes back the person's own last decision within MONEY.deckUndoSeconds (RULES.md "Reads and writes" matchundo).
     */
    async undo(userId: string, rawId: string): Promise<{ flips: number; undone: string[] }> {
      const now = clock();
      const target = asUserId(rawId);
      const last = await decisions.lastDecision(userId);
      // Someone else's decision, or any but one's own last, is not one's to take back.
      if (!target || !last.some((row) => row.targetId === target)) {
        throw new AppError('FORBIDDEN', DECK_TEXT.undoNotLast);
      }
      const decidedAt = (last[0] as { decidedAt: Date }).decidedAt;
      if (now.getTime() - decidedAt.getTime() > MONEY.deckUndoSeconds * 1000) {
        throw new AppError('FORBIDDEN', DECK_TEXT.undoTooLate);
      }
      const ids = last.map((row) => row.targetId);
      if (last.some((row) => row.kind === 'accept') && (await decisions.matchedWithAny(userId, ids))) {
        throw new AppError('FORBIDDEN', DECK_TEXT.undoMatched);
      }
      const undone = await decisions.remove(userId, ids, decidedAt);
      return { flips: await flipsLeft(userId, now), undone };
    },

    async decline(userId: string, rawIds: string[]): Promise<{ flips: number }> {
      const now = clock();
      const { targets } = await servedTargets(userId, rawIds, now);
      await decisions.record(userId, targets, 'decline', now);
      return { flips: await flipsLeft(userId, now) };
    },
  };
}

function toCandidate(row: CandidateRow, unit: 'km' | 'miles', hides: Matcher): Candidate {
  // Built field by field: nothing else from the row (a date of birth, a position) can slip into the answer.
  return {
    id: row.user_id,
    user_id: row.user_id,
    display_name: nameAsReceived(row.display_name, hides),
    age: row.age,
    distance: shownDistance(row.km, unit),
    distance_unit: unit,
    suburb: row.suburb,
    town: row.town,
    city: row.city,
    state: row.state,
    tagline: textAsReceived(row.tagline, hides),
    description: textAsReceived(row.description, hides),
    gender: row.gender,
    starsign: starsignOf(row.dob),
    imageid: row.imageid,
    ...(row.verified ? { verified: 1 as const } : {}),
  };
}

export type DeckService = ReturnType<typeof createDeckService>;
