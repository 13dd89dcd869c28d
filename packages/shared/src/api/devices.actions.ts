// [defined here] Settings → Devices: the owner lists and ends their own sessions. Each reads or ends only
// the caller's sessions; an id that is not one of theirs (someone else's, ended, made up) is answered as a missing
// one, 404 "Not found" (RULES.md "Wire envelope"), so the answer never says whether it exists for someone else.
//
// - `mydevices` (GET, session) → {success, devices:[Device]}: the caller's live sessions, the one asking first
//   (marked `current`), then the most recently active.
// - `enddevice` (POST, session) {id} → {success, current}: ends that session; its sockets close on every server and
//   its next request is 401. `current: true` when it was the caller's own (they are signed out: call /signout to
//   clear the cookie). Every known-browser cookie of the account stops counting as known (the device epoch is
//   raised).
// - `endotherdevices` (POST, session) {} → {success, ended}: "Sign out of all other devices": every session but the
//   caller's ends (as a password reset's sign-out everywhere), with the account's unused codes and links and its
//   known-browser cookies.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

/**
 * Any text up to 100 characters: one that is no device id (made up, of another shape) is answered by the server as a
 * missing one (404), like someone else's; only a value that is not text at all is a 400.
 */
export const ZEndDevice = z
  .object({ id: z.string({ error: 'Not found' }).trim().max(100, 'Not found') })
  .strip();

/** One session as its owner sees it. Dates are ISO 8601 in UTC. */
export interface Device {
  /** Random, of this session alone: not the session's token or its hash. */
  id: string;
  /** "Chrome on Android", "Firefox on Windows", "Rookery app". */
  label: string;
  created: string;
  /** Written at most every SESSION.lastSeenEveryMs (5 minutes). */
  lastSeen: string;
  /** The session asking. */
  current: boolean;
}

const ZDevice = z.object({
  id: z.string(),
  label: z.string(),
  created: z.string(),
  lastSeen: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<Device>;

export const DEVICES_ACTIONS = {
  mydevices: defineAction<typeof NoInput, { devices: Device[] }>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({ devices: z.array(ZDevice) }),
  }),
  enddevice: defineAction<typeof ZEndDevice, { current: boolean }>({
    method: 'POST',
    gate: 'session',
    input: ZEndDevice,
    outputSchema: z.object({ current: z.boolean() }),
  }),
  endotherdevices: defineAction<typeof NoInput, { ended: number }>({
    method: 'POST',
    gate: 'session',
    input: NoInput,
    outputSchema: z.object({ ended: z.number().int() }),
  }),
};
