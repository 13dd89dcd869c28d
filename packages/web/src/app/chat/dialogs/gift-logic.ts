// The gift dialog's rules (RULES.md "Screens and routes", "Money and limits": a gift costs a pebble). Pure, so tested
// alone.
import { MONEY } from '@rookery/shared/limits.ts';

export const GIFT_TEXT = {
  choose: 'Choose an image to send.',
  sent: 'Gift sent',
  storeLink: 'Get pebbles in the Store',
  noImages: 'You have no images yet. Make one to send it as a gift.',
  imagesFailed: 'Failed to get the images',
} as const;

/** Where the Store link leads: its back button returns to the chat (app/pebbles/pebbles-back.ts). */
export const GIFT_STORE_PATH = '/app/store?from=chat';
export const GIFT_NEW_IMAGE_PATH = '/app/newimage?from=chat';

/**
 * Whether a refused gift should offer the way to the Store: the server said so in words about pebbles (its
 * acknowledgement carries only a sentence, no code), or the balance we know of cannot pay for a gift.
 */
export function needsStore(error: string | null, pebbles: number | undefined): boolean {
  if (error === null) return false;
  if (/pebble/i.test(error)) return true;
  return pebbles !== undefined && pebbles < MONEY.pebblesPerGift;
}

/** The line beside Send as Gift. */
export function giftCostText(): string {
  const cost = MONEY.pebblesPerGift;
  return `Sending a gift costs ${cost} ${cost === 1 ? 'pebble' : 'pebbles'}.`;
}

/** A radio's name: its place and the start of its description (descriptions run to 2000 characters). */
export function giftImageLabel(position: number, description: string): string {
  const words = description.trim().replace(/\s+/g, ' ');
  if (words === '') return `Image ${position}`;
  const short = words.length > 80 ? `${words.slice(0, 79).trimEnd()}…` : words;
  return `Image ${position}: ${short}`;
}
