// Settings (RULES.md "Reads and writes" `settings`, `newname`; RULES.md "Validation", "Constants and limits"):
// distance in km 0–200, the miles choice (stored for anyone, shown only to US users), listed (read live by the deck,
// so unlisting hides at once), and the name, which only Email accounts may change.
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { notChangeableHere, ZNewName, ZSettings } from '@rookery/shared/schemas/settings.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { SettingsRepo } from './settings.repo.ts';

/** `assertMayRename`: moderation's check that keeps a muted person's name as it is. */
export function createSettingsService(
  repo: SettingsRepo,
  assertMayRename: MuteCheck,
  clock: () => Date = () => new Date(),
) {
  return {
    async read(userId: string): Promise<SettingsData> {
      const row = await repo.read(userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return {
        name: row.name,
        email: row.email,
        source: row.source,
        gps_distance: Number(row.gpsDistance),
        gps_in_miles: row.gpsInMiles ? 1 : 0,
        listed: row.listed ? 1 : 0,
        device_country: row.deviceCountry ?? null,
        country: row.country ?? null,
        verified_only: row.verifiedOnly ? 1 : 0,
      };
    },

    /** A write: checked here against the shared schema (the action's input lets reads through too). */
    async save(userId: string, raw: unknown): Promise<void> {
      const parsed = ZSettings.safeParse(raw);
      if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message);
      const current = await repo.read(userId);
      if (!current) throw new AppError('UNAUTHORIZED');
      const input = parsed.data;
      await repo.save(
        userId,
        {
          distanceKm: input.distance,
          inMiles: input.inmiles ?? Boolean(current.gpsInMiles),
          listed: input.listed ?? Boolean(current.listed),
          verifiedOnly: input.verified_only ?? Boolean(current.verifiedOnly),
          pushnotifs: input.pushnotifs,
        },
        clock(),
      );
    },

    async rename(userId: string, raw: unknown): Promise<void> {
      const parsed = ZNewName.safeParse(raw);
      if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message);
      const source = await repo.source(userId);
      if (!source) throw new AppError('UNAUTHORIZED');
      if (source !== 'Email') throw new AppError('FORBIDDEN', notChangeableHere(source));
      await assertMayRename(userId);
      await repo.setName(userId, parsed.data.name);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
