// The settings feature's part of "Download my data" (platform/feature/export-section.ts): the person's settings and
// preferences as stored (none stored: the defaults).
import { eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { userSettings } from './settings.schema.ts';

export const SETTINGS_EXPORT: readonly ExportSection[] = [
  {
    key: 'settings',
    about:
      'Your settings (distance in km, only face-checked people in your deck) and preferences (online marker, message sound, push per type, the words and phrases you hide); null means you kept the defaults.',
    tables: [userSettings],
    async read(db, { userId }) {
      const rows = await db
        .select({
          gpsDistance: userSettings.gpsDistance,
          gpsInMiles: userSettings.gpsInMiles,
          listed: userSettings.listed,
          pushnotifs: userSettings.pushnotifs,
          showOnline: userSettings.showOnline,
          messageSound: userSettings.messageSound,
          pushMessages: userSettings.pushMessages,
          pushMatches: userSettings.pushMatches,
          pushCalls: userSettings.pushCalls,
          pushDates: userSettings.pushDates,
          pushGifts: userSettings.pushGifts,
          verifiedOnly: userSettings.verifiedOnly,
          hiddenWords: userSettings.hiddenWords,
          updatedAt: userSettings.updatedAt,
        })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return rows[0] ?? null;
    },
  },
];
