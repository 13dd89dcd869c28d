// Settings (RULES.md "Reads and writes" `settings`, `newname`; "Validation"): the account's name, email, distance
// and units, whether the person is listed, and a new name. Flags travel as 0/1 numbers.
import { z } from 'zod';
import { type SettingsInput, ZNewName } from '../schemas/settings.ts';
import { defineAction } from './action.ts';

/**
 * `settings` is read by GET and written by POST under one name (RULES.md "Reads and writes"): the dispatcher lets any
 * object through, and the server checks a write against ZSettings, so a bad write can never pass for a read.
 */
const ZSettingsCall = z.custom<SettingsInput | Record<string, never>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: 'Settings must be an object' },
);

export interface SettingsData {
  name: string;
  email: string;
  source: string;
  /** Kilometres. */
  gps_distance: number;
  gps_in_miles: 0 | 1;
  listed: 0 | 1;
  device_country: string | null;
  country: string | null;
  /** [defined here] 1: the deck shows only people who passed the face check. */
  verified_only: 0 | 1;
}

// The answer as data (the contract files and the test-time check), built to the interface above.
const flag = z.literal([0, 1]);

const ZSettingsData = z.object({
  name: z.string(),
  email: z.string(),
  source: z.string(),
  gps_distance: z.number(),
  gps_in_miles: flag,
  listed: flag,
  device_country: z.string().nullable(),
  country: z.string().nullable(),
  verified_only: flag,
}) satisfies z.ZodType<SettingsData>;

export const SETTINGS_ACTIONS = {
  settings: defineAction<typeof ZSettingsCall, { data?: SettingsData }>({
    method: 'GET',
    gate: 'member',
    input: ZSettingsCall,
    // A read answers `data`; a write answers nothing more.
    outputSchema: z.object({ data: ZSettingsData.optional() }),
  }),
  newname: defineAction<typeof ZNewName, object>({
    method: 'POST',
    gate: 'member',
    input: ZNewName,
    outputSchema: z.object({}),
  }),
};
