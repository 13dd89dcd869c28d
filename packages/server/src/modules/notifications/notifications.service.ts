// Notifications (RULES.md "Entities", "Defaults"): a person reads, marks read and clears their own only. Other
// modules call `notify` for the events RULES.md "Defaults" lists (a new match is written with the match itself).
import type { NotificationItem } from '@rookery/shared/api/notifications.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { PersonAlert } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Matcher } from '../hidden-words/hidden-words.public.ts';
import { type NoteTarget, type NoteText, noteText } from './mention.ts';
import type { NotificationsRepo, StoredNotification } from './notifications.repo.ts';

const UTC_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The text as clients that read it alone always had it: a date's time added in UTC ("…, Nov 28, 2026, 7:30 PM
 * UTC"), the server having no zone of the reader's. The `date` field gives newer clients the parts instead.
 */
function textOf(row: Pick<StoredNotification, 'notification' | 'dateAt'>): string {
  return row.dateAt ? `${row.notification}, ${UTC_TIME.format(row.dateAt)} UTC` : row.notification;
}

/** The date's parts, on date notifications stored with their time apart. */
function dateOf(row: Pick<StoredNotification, 'notification' | 'dateAt'>): Pick<NotificationItem, 'date'> {
  return row.dateAt ? { date: { at: row.dateAt.toISOString(), text: row.notification } } : {};
}

/** Tells the person a notification was stored, with their unread count (an `alert`, modules/alerts). */
export interface Announcer {
  tell(userId: string, alert: PersonAlert): void;
  log: FastifyBaseLogger;
}

/** The reader's hidden words as a matcher (modules/hidden-words), or null when they hide none. */
export type ReaderMatcher = (userId: string) => Promise<Matcher>;

type Shown = Pick<StoredNotification, 'notification' | 'dateAt' | 'aboutUserId'>;

/**
 * A text that names another person carries their words (their name, a date's place); one holding a
 * word the reader hides reads as HIDDEN_WORDS.folded, like a message. Folded when read, so a word added later
 * folds earlier notifications too.
 */
function folded<R extends Shown>(row: R, hides: Matcher): R {
  if (!hides || row.aboutUserId === null || !hides(row.notification)) return row;
  return { ...row, notification: HIDDEN_WORDS.folded };
}

export function createNotificationsService(
  repo: NotificationsRepo,
  clock: () => Date = () => new Date(),
  announcer?: Announcer,
  matcherFor: ReaderMatcher = async () => null,
) {
  /** After the row is stored: a failure here is logged, the notification stays. */
  async function announce(userId: string, stored: StoredNotification): Promise<void> {
    let row = stored;
    if (!announcer) return;
    try {
      const [unread, hides] = await Promise.all([repo.unread(userId), matcherFor(userId)]);
      row = folded(row, hides);
      announcer.tell(userId, {
        kind: 'notification',
        unread,
        notification: {
          id: row.id,
          title: row.title,
          notification: textOf(row),
          created: row.createdAt.toISOString(),
          ...dateOf(row),
        },
      });
    } catch (err) {
      announcer.log.error({ err }, 'notification alert failed');
    }
  }

  return {
    async list(userId: string): Promise<NotificationItem[]> {
      const [stored, hides] = await Promise.all([repo.list(userId), matcherFor(userId)]);
      return stored
        .map((asStored) => folded(asStored, hides))
        .map((row) => ({
          id: row.id,
          title: row.title,
          notification: textOf(row),
          created: row.createdAt.toISOString(),
          read: row.readAt ? 1 : 0,
          ...dateOf(row),
          // Only while its match exists (the column is cleared with it).
          ...(row.targetKind && row.targetMatchId
            ? { target: { kind: row.targetKind as NoteTarget['kind'], match_id: row.targetMatchId } }
            : {}),
        }));
    },
    unread: (userId: string) => repo.unread(userId),
    /** A text that names someone comes from `naming` (mention.ts), so that it forgets them with their account. */
    async notify(
      userId: string,
      title: string,
      notification: string | NoteText,
      target?: NoteTarget,
    ): Promise<void> {
      const row = await repo.add(userId, title, noteText(notification), clock(), target);
      await announce(userId, row);
    },
    /** Tells the person about their newest notification, stored by another module in its own transaction. */
    async announceNewest(userId: string): Promise<void> {
      if (!announcer) return;
      try {
        const row = await repo.newest(userId);
        if (row) await announce(userId, row);
      } catch (err) {
        announcer.log.error({ err }, 'notification alert failed');
      }
    },
    markAllRead: (userId: string) => repo.markAllRead(userId, clock()),
    deleteAll: (userId: string) => repo.deleteAll(userId, clock()),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
