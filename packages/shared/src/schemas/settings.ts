// The settings screen's rules (RULES.md "Validation", "Constants and limits"; RULES.md "Reads and writes" `settings`,
// `newname`): one schema for the screen and the server. Distance travels in km whatever unit is shown.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const SETTINGS_MESSAGES = {
  distance: `Distance must be between 0 and ${LIMITS.distanceKmMax} km`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${LIMITS.newName} characters`,
} as const;

/** The words of RULES.md "Validation" for a name or email that comes from a sign-in provider. */
export function notChangeableHere(source: string): string {
  return `This is set from ${source} so cannot be changed here.`;
}

/** The mobile app sends flags as 0/1 (numbers or strings), the web app as booleans. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

export const ZSettings = z.object({
  distance: z.coerce
    .number({ error: SETTINGS_MESSAGES.distance })
    .min(0, SETTINGS_MESSAGES.distance)
    .max(LIMITS.distanceKmMax, SETTINGS_MESSAGES.distance)
    .transform((km) => Math.round(km)),
  inmiles: flag.optional(),
  listed: flag.optional(),
  /** The deck shows only people who passed the face check. */
  verified_only: flag.optional(),
  /** 'na' from the web app; kept as sent for the mobile app's push settings. */
  pushnotifs: z
    .union([z.string().max(20), z.boolean(), z.number()])
    .transform((value) => String(value))
    .optional(),
});
export type SettingsInput = z.input<typeof ZSettings>;

export const ZNewName = z.object({
  name: z
    .string({ error: SETTINGS_MESSAGES.nameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.nameRequired)
    .max(LIMITS.newName, SETTINGS_MESSAGES.nameTooLong),
});
