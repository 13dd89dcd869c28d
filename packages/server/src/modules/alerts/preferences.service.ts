// Preferences (RULES.md "Reads and writes" `preferences`, `setpreferences`): whether others see the person "online
// now", the message sound, and which kinds of news reach them by web push. Turning `show_online` off tells the
// person's match partners at once that they went offline (presence.service.ts).
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import type { PreferencesRepo, StoredPreferences } from './preferences.repo.ts';

type Flag = 0 | 1;
export type PreferenceChanges = Partial<Record<keyof Preferences, Flag>>;

const FIELDS: Record<keyof Preferences, keyof StoredPreferences> = {
  show_online: 'showOnline',
  message_sound: 'messageSound',
  push_messages: 'pushMessages',
  push_matches: 'pushMatches',
  push_calls: 'pushCalls',
  push_dates: 'pushDates',
  push_gifts: 'pushGifts',
};

export function toPreferences(stored: StoredPreferences): Preferences {
  const flag = (value: boolean): Flag => (value ? 1 : 0);
  return {
    show_online: flag(stored.showOnline),
    message_sound: flag(stored.messageSound),
    push_messages: flag(stored.pushMessages),
    push_matches: flag(stored.pushMatches),
    push_calls: flag(stored.pushCalls),
    push_dates: flag(stored.pushDates),
    push_gifts: flag(stored.pushGifts),
  };
}

export interface PreferencesDeps {
  repo: PreferencesRepo;
  /** The person's show_online changed (presence tells their partners). */
  onShowOnline?: (userId: string, shown: boolean) => Promise<void>;
  clock?: () => Date;
}

export function createPreferencesService({ repo, onShowOnline, clock = () => new Date() }: PreferencesDeps) {
  return {
    async read(userId: string): Promise<Preferences> {
      return toPreferences(await repo.read(userId));
    },

    /** Those of `userIds` who hide their activity (the chat roster leaves them out for the other members). */
    hidingAmong: (userIds: string[]) => repo.hidingAmong(userIds),

    /** Stores what was given (already parsed by the shared schema) and answers every preference. */
    async save(userId: string, changes: PreferenceChanges): Promise<Preferences> {
      const stored: Partial<StoredPreferences> = {};
      for (const [key, value] of Object.entries(changes) as [keyof Preferences, Flag | undefined][]) {
        if (value !== undefined) stored[FIELDS[key]] = value === 1;
      }
      const before = stored.showOnline === undefined ? null : await repo.read(userId);
      const after =
        Object.keys(stored).length === 0 ? await repo.read(userId) : await repo.save(userId, stored, clock());
      if (before && before.showOnline !== after.showOnline) await onShowOnline?.(userId, after.showOnline);
      return toPreferences(after);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
