// A chat message as a moderator reads it, in the console and in `npm run admin -- reports`: words instead of the
// wire's markers ("[[join-call:video]]"), a date request's time in the console's format instead of ISO 8601, and
// what an image is rather than its stored file name.
import { CHAT_MARKERS } from '@rookery/shared/events.ts';
import type { ContextMessage } from './moderation.repo.ts';

const MARKER_WORDS: Record<string, string> = {
  [CHAT_MARKERS.fullProfileRequest]: 'Asked to share full profiles (photos and real names)',
  [CHAT_MARKERS.joinCallAudio]: 'Started a voice call',
  [CHAT_MARKERS.joinCallVideo]: 'Started a video call',
  [CHAT_MARKERS.imageLoading]: 'Sent an image (still uploading)',
};

/** "2026-11-28 21:07 UTC": the console's one format for a time. */
export function consoleTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** A date request's stored summary is "<place>, <ISO time>" (dates.service.ts). */
function dateInWords(summary: string): string {
  const match = /^(.*), (\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(summary);
  const when = match ? new Date(match[2] as string) : null;
  if (!match || !when || Number.isNaN(when.getTime())) return `Asked for a date: ${summary}`;
  return `Asked for a date: ${match[1]}, ${consoleTime(when)}`;
}

export function messageInWords(message: Pick<ContextMessage, 'type' | 'chattext'>): string {
  switch (message.type) {
    case 'text':
      return message.chattext;
    case 'image':
      return 'Sent an image';
    case 'date':
      return dateInWords(message.chattext);
    default:
      return MARKER_WORDS[message.chattext] ?? message.chattext;
  }
}
