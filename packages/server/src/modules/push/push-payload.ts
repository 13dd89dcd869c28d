// What a web push says: no private content, only who (the display name, never the real name) and what
// kind of news, the screen a click opens, and a tag so that a newer push of the same room and kind replaces the
// older one. Also how long the push service keeps it and how urgent it is (RFC 8030 TTL and Urgency).
import { createHash } from 'node:crypto';
import type { PersonAlert } from '@rookery/shared/events.ts';

/** The JSON the service worker (packages/web/public/sw-push.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the web app to open on click. */
  url: string;
  /** Same room and kind: the newer notification replaces the older. */
  tag: string;
}

export interface PushDelivery {
  payload: PushPayload;
  /** Seconds the push service keeps it while the device is offline. */
  ttl: number;
  urgency: 'high' | 'normal';
  /** RFC 8030 Topic: a queued push of the same topic is replaced (at most 32 base64url characters). */
  topic: string;
}

const DAY_SECONDS = 24 * 60 * 60;
const NAME_MAX = 60;

/** Where a click opens: the matches list opens the room's chat when `room` names one of its matches. */
export function roomUrl(room: string): string {
  return `/app/matches?room=${encodeURIComponent(room)}`;
}

function nameOf(displayName: string): string {
  const name = displayName.replace(/\s+/g, ' ').trim();
  if (!name) return 'Your match';
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}

function bodyOf(alert: PersonAlert): string | null {
  switch (alert.kind) {
    case 'message':
      return `New message from ${nameOf(alert.from.display_name)}`;
    case 'match':
      return `It's a match! Say hello to ${nameOf(alert.from.display_name)}`;
    case 'fullprofile': {
      const name = nameOf(alert.from.display_name);
      if (alert.state === 'requested') return `${name} would like to see your full profile`;
      if (alert.state === 'accepted') return `${name} shared their full profile with you`;
      if (alert.state === 'hidden') return `${name} hid their photos and name again`;
      return `${name} answered your full profile request`;
    }
    case 'date': {
      const name = nameOf(alert.from.display_name);
      if (alert.state === 'requested') return `${name} asked you on a date`;
      if (alert.state === 'accepted') return `${name} accepted your date`;
      if (alert.state === 'declined') return `${name} declined your date`;
      return `${name} cancelled your date`;
    }
    case 'gift':
      return `${nameOf(alert.from.display_name)} sent you a gift`;
    case 'call': {
      const name = nameOf(alert.from.display_name);
      if (alert.state === 'ringing')
        return `${name} is ${alert.vctype === 'video' ? 'video' : 'voice'} calling you`;
      if (alert.state === 'missed') return `Missed call from ${name}`;
      return null;
    }
    default:
      return null;
  }
}

/** The push for an alert, or null for alerts that only matter to an open app. */
export function pushDeliveryOf(
  alert: PersonAlert,
  options: { product: string; callTtlSeconds: number },
): PushDelivery | null {
  const body = bodyOf(alert);
  if (body === null || !('room' in alert)) return null;
  // A call's ringing and its missed share one tag: "missed" replaces "is calling you".
  const tag = `${alert.room}:${alert.kind}`;
  const ringing = alert.kind === 'call' && alert.state === 'ringing';
  return {
    payload: { title: options.product, body, url: roomUrl(alert.room), tag },
    ttl: ringing ? options.callTtlSeconds : DAY_SECONDS,
    urgency: alert.kind === 'call' || alert.kind === 'message' ? 'high' : 'normal',
    topic: createHash('sha256').update(tag).digest('base64url').slice(0, 32),
  };
}
