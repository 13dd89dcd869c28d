// Where a person is (logincheck): the position from the browser, named on the server, kept for its owner only.
// A fix that would mean travelling faster than an airliner since the last one is taken for a glitch and ignored.
// Moves to another 1 km grid cell are limited an hour and a day (platform/http/abuse-limits.ts): the distance others
// see changes only with the cell, and an attacker who moves a fake account around someone to trilaterate them needs
// hundreds of such moves. Staying in a cell, or coming back with the same position, never counts.
import * as geokdbush from 'geokdbush';
import { ABUSE_TEXT } from '../../platform/http/abuse-limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/http/rate-limiter.ts';
import { snapToGrid } from '../deck/deck.public.ts';
import { type Place, placeAt } from './gazetteer.ts';
import type { LocationRepo, ShownNames } from './location.repo.ts';
import { shownPoint } from './shown-point.ts';

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
  /** Keys the offset of the point others see (shown-point.ts); without it, others see the plain grid point. */
  shownPointSecret?: string;
  /** Position changes (moves to another grid cell) per person; each null or absent when off. */
  changes?: { hourly?: RateLimiter | null; daily?: RateLimiter | null };
}

const sameCell = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const [x, y] = [snapToGrid(a), snapToGrid(b)];
  return x.latitude === y.latitude && x.longitude === y.longitude;
};

export function createLocationService(repo: LocationRepo, options: LocationOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const name = options.name ?? placeAt;
  const limits = [options.changes?.hourly, options.changes?.daily].filter((l): l is RateLimiter => !!l);

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
        const here = { latitude, longitude };
        const there = { latitude: before.latitude, longitude: before.longitude };
        if (!sameCell(here, there)) {
          for (const limit of limits) {
            const counted = await limit.hit(userId);
            if (counted.allowed) continue;
            if (deviceCountry) await repo.save(userId, device, now);
            throw new AppError('TOO_MANY', ABUSE_TEXT.locationChanges, counted.retryAfter);
          }
        }
      }
      const place = await name(latitude, longitude);
      const shown = options.shownPointSecret
        ? shownPoint(options.shownPointSecret, userId, { latitude, longitude })
        : undefined;
      // Others see the names of the point they are shown, which holds still within a grid cell.
      const seen = shown ?? snapToGrid({ latitude, longitude });
      const shownNames = shownColumns(await name(seen.latitude, seen.longitude));
      await repo.save(
        userId,
        { latitude, longitude, accuracy, locatedAt: now, ...place, ...shownNames, ...device },
        now,
        shown,
      );
      return true;
    },

    /**
     * Names the shown point of every position stored before the shown names existed (drizzle/0012), a batch at a
     * time, until none is left; answers how many it named. Safe to run on several servers at once.
     */
    async nameShownPoints(batch = 500): Promise<number> {
      let named = 0;
      for (;;) {
        const rows = await repo.unnamedShownPoints(batch);
        if (rows.length === 0) return named;
        const names = await Promise.all(
          rows.map(async (row) => {
            const at = row.shown ?? snapToGrid(row.exact);
            return { userId: row.userId, ...shownColumns(await name(at.latitude, at.longitude)) };
          }),
        );
        await repo.saveShownNames(names);
        named += rows.length;
      }
    },
  };
}

/** A place as the columns of the names others see. */
function shownColumns(place: Place): ShownNames {
  return {
    shownSuburb: place.suburb,
    shownTown: place.town,
    shownCity: place.city,
    shownState: place.state,
    shownCountry: place.country,
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
