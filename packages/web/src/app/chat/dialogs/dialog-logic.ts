// What every chat dialog does with the server's acknowledgement, and how the other person is named
// (RULES.md "Screens and routes": the real name only for full matches). Pure, so it is tested without a browser.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { Ack } from '@rookery/shared/events.ts';
import type { MatchData } from '../public/chat-types.ts';

export const DIALOG_FALLBACK = ERROR_TEXT.unexpected;

/** The name the chat shows for the other person. */
export function matchName(match: Pick<MatchData, 'full_match' | 'real_name' | 'display_name'>): string {
  const real = match.real_name.trim();
  return match.full_match === 1 && real !== '' ? real : match.display_name;
}

/** The sentence to show for a refused acknowledgement, or null when it succeeded. */
export function ackError(ack: Ack<Record<string, unknown>>): string | null {
  if (ack.success) return null;
  return ack.error.trim() === '' ? DIALOG_FALLBACK : ack.error;
}

/** A number field of a successful acknowledgement (e.g. the balance after a gift), if the server sent one. */
export function ackNumber(ack: Ack<Record<string, unknown>>, field: string): number | undefined {
  if (!ack.success) return undefined;
  const value = (ack as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
