// The location feature's part of "Download my data" (platform/feature/export-section.ts): the person's last position
// as their device reported it, and the places it is in.
import { eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { userLocations } from './location.schema.ts';

export const LOCATION_EXPORT: readonly ExportSection[] = [
  {
    key: 'location',
    about:
      'Your last position as your device reported it (exact: only you ever see it) and the places it is in.',
    tables: [userLocations],
    async read(db, { userId }) {
      const rows = await db
        .select({
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
          accuracy: userLocations.accuracy,
          locatedAt: userLocations.locatedAt,
          suburb: userLocations.suburb,
          town: userLocations.town,
          city: userLocations.city,
          state: userLocations.state,
          country: userLocations.country,
          deviceCountry: userLocations.deviceCountry,
          updatedAt: userLocations.updatedAt,
        })
        .from(userLocations)
        .where(eq(userLocations.userId, userId));
      return rows[0] ?? null;
    },
  },
];
