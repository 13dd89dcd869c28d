// Where a person is (logincheck): the position from the browser, named on the server, kept for its owner only.
// A fix that would mean travelling faster than an airliner since the last one is taken for a glitch and ignored.
import * as geokdbush from 'geokdbush';
import { type Place, placeAt } from './gazetteer.ts';
import type { LocationRepo } from './location.repo.ts';

/** Faster than this between two fixes is a glitch (a wrong IP-based fix, a spoofed jump), not a journey. */
export const MAX_SPEED_KMH = 1000;

export interface Fix {
  latitude?: number | undefined;
  longitude?: number | undefined;
  accuracy?: number | null | undefined;
}

export interface LocationOptions {
  clock?: () => Date;
  /** Names a point; the offline gazetteer unless a test gives another. */
  name?: (latitude: number, longitude: number) => Promise<Place>;
}

export function createLocationService(repo: LocationRepo, options: LocationOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const name = options.name ?? placeAt;

  return {
    /** Records what logincheck brought; answers whether the position was taken. */
    async record(userId: string, fix: Fix, deviceCountry: string | null | undefined): Promise<boolean> {
      const now = clock();
      const device = deviceCountry ? { deviceCountry } : {};
      const { latitude, longitude } = fix;
      if (latitude === undefined || longitude === undefined) {
        if (deviceCountry) await repo.save(userId, device, now);
        return false;
      }
      const accuracy = fix.accuracy ?? null;
      const before = await repo.find(userId);
      if (before?.latitude != null && before.longitude != null && before.locatedAt) {
        const km = geokdbush.distance(before.longitude, before.latitude, longitude, latitude);
        // Both fixes may be off by their accuracy; only the distance beyond that counts as travel.
        const slackKm = ((before.accuracy ?? 0) + (accuracy ?? 0)) / 1000;
        const travelledKm = Math.max(0, km - slackKm - 1);
        const hours = Math.max(now.getTime() - before.locatedAt.getTime(), 1) / 3_600_000;
        if (travelledKm / hours > MAX_SPEED_KMH) {
          if (deviceCountry) await repo.save(userId, device, now);
          return false;
        }
      }
      const place = await name(latitude, longitude);
      await repo.save(userId, { latitude, longitude, accuracy, locatedAt: now, ...place, ...device }, now);
      return true;
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
