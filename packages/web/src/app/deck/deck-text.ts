// The words of a deck card (RULES.md "Screens and routes", "Entities"): where the person is and how far, their
// gender as the product says it, and their starsign as a glyph.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { aiImageUrl } from '@rookery/shared/api/files.ts';
import { genderLabel } from '@rookery/shared/domain/gender.ts';

/** 'Ponsonby, Auckland': the two most local of suburb, town, city and state, without repeats; '' when unknown. */
export function cardPlace(card: Pick<Candidate, 'suburb' | 'town' | 'city' | 'state'>): string {
  const names: string[] = [];
  for (const name of [card.suburb, card.town, card.city, card.state]) {
    const trimmed = name?.trim();
    if (trimmed && !names.some((seen) => seen.toLowerCase() === trimmed.toLowerCase())) names.push(trimmed);
  }
  return names.slice(0, 2).join(', ');
}

/** '3 km away', '1 mile away'. */
export function cardDistance(card: Pick<Candidate, 'distance' | 'distance_unit'>): string {
  if (card.distance_unit === 'km') return `${card.distance} km away`;
  return `${card.distance} ${card.distance === 1 ? 'mile' : 'miles'} away`;
}

export function cardGender(gender: string): string {
  return genderLabel(gender);
}

const GLYPHS: Record<string, string> = {
  Aries: '♈',
  Taurus: '♉',
  Gemini: '♊',
  Cancer: '♋',
  Leo: '♌',
  Virgo: '♍',
  Libra: '♎',
  Scorpio: '♏',
  Sagittarius: '♐',
  Capricorn: '♑',
  Aquarius: '♒',
  Pisces: '♓',
};

/** The zodiac glyph of a sign, drawn as text (U+FE0E asks for the plain glyph, not an emoji). */
export function starsignGlyph(sign: string): string | null {
  const glyph = GLYPHS[sign];
  return glyph ? `${glyph}\uFE0E` : null;
}

/** '12 flips left', '1 flip left'. */
export function flipsText(flips: number): string {
  return `${flips} ${flips === 1 ? 'flip' : 'flips'} left`;
}

/**
 * The deck's count while cards are on screen. The cards were counted when dealt (RULES.md "Reads and writes"
 * matchlist; RULES.md "Money and limits": each shown card costs one flip), so a bare '10 flips left' before any
 * decision reads as if ten were spent already: it says what is left once these cards are done, which is true from the
 * first card on.
 */
export function flipsAfterDeckText(flips: number): string {
  return `${flipsText(flips)} after these cards`;
}

/** The AI image of a card (RULES.md "Files"). */
export { aiImageUrl as cardImageUrl };

/** The profile view opened from the deck, in its own tab (RULES.md "Screens and routes"). */
export function profileTabUrl(userId: string): string {
  return `/app/viewprofile?${new URLSearchParams({ id: userId, from: 'find' })}`;
}

/** 'Your flips refill in 14 h' (whole hours, rounded up; minutes in the last hour), from the server's refill_at. */
export function refillText(refillAt: string | null, now = Date.now()): string | null {
  const at = refillAt ? Date.parse(refillAt) : Number.NaN;
  if (!Number.isFinite(at)) return null;
  const minutes = Math.max(1, Math.ceil((at - now) / 60_000));
  return minutes < 60
    ? `Your flips refill in ${minutes} min`
    : `Your flips refill in ${Math.ceil(minutes / 60)} h`;
}
