// Account deletion (RULES.md "Safety and moderation", the privacy policy's retention): the rows in one
// transaction, then the files, the sessions and sockets, the other side of each conversation, and a goodbye mail.
// Called by `deleteaccount` (reason self), the inactivity job (inactive) and the deletion-request queue (request).
// The person's users row is locked first, so a second call, at once or later, finds nobody and deletes nothing.

import type { PersonAlert } from '@rookery/shared/events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { BanList } from '../moderation/moderation.public.ts';
import { accountDeletedMail, type DeletionMailBrand } from './account-deletion.mail.ts';
import {
  type AccountDeletionRepo,
  createAccountDeletionRepo,
  type DeletionReason,
  type SentImage,
} from './account-deletion.repo.ts';

export type { DeletionReason } from './account-deletion.repo.ts';

export interface AccountDeletionDeps {
  storage: Storage;
  mailer: Mailer;
  /** Ends every session of the person (and their sockets): app.services.sessions. */
  sessions: { endAll(userId: string): Promise<number> };
  realtime: Pick<RealtimeHub, 'toRoom' | 'disconnectUser'>;
  /** Ends a room's call for the person left in it (calls.service.ts endForCause). */
  endCall?: (roomId: string, causeId: string) => Promise<void>;
  brand: DeletionMailBrand;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The ban list: a banned account's identities stay listed after it is gone. */
  bans: Pick<BanList, 'keepOnDeletion'>;
  /**
   * The face check's kept face, in the deletion's transaction: deleted with the account, unless the
   * person is banned (then kept, so the face cannot come back on a new account).
   */
  faces?: (tx: Db, userId: string) => Promise<void>;
  clock?: () => Date;
  /** Alerts to the person (modules/alerts): each survivor's lists drop the match wherever they are. */
  tell?: (userId: string, alert: PersonAlert) => void;
}

export interface AccountDeletion {
  /** Deletes the account; `deleted: false` when there was none (already deleted, or never existed). */
  deleteAccount(userId: string, reason: DeletionReason): Promise<{ deleted: boolean }>;
}

interface Removed {
  email: string;
  rooms: string[];
  /** The rooms that were open, and the member left in each. */
  ended: { room: string; survivor: string }[];
  /** Storage keys named by the deleted rows (beside the person's prefixes, which catch the rest). */
  keys: string[];
  images: SentImage[];
}

export function createAccountDeletion(db: Db, deps: AccountDeletionDeps): AccountDeletion {
  const repo: AccountDeletionRepo = createAccountDeletionRepo(db);
  const clock = deps.clock ?? (() => new Date());

  /** Every row, in one transaction: either the account is gone with all its rows, or nothing changed. */
  const removeRows = (userId: string, reason: DeletionReason): Promise<Removed | null> =>
    repo.transaction(async (tx) => {
      const person = await repo.lockPerson(tx, userId, reason);
      if (!person) return null;
      await deps.bans.keepOnDeletion(tx, userId);
      await deps.faces?.(tx, userId);
      const now = clock();
      const totals = await repo.ledgerTotals(tx, userId);
      const files = await repo.ownFiles(tx, userId);
      const keys = [
        ...files.aiKeys.filter((key) => !storageKeys.isShared(key)),
        ...files.photos.map((name) => storageKeys.privatePhoto(userId, name)),
        ...files.recordings.map((name) => storageKeys.voiceRecording(userId, name)),
      ];
      const { rooms, ended } = await repo.closeRooms(tx, userId, now);
      const images = await repo.deleteSentImages(tx, userId);
      await repo.cancelDates(tx, userId, now);
      await repo.forgetReporter(tx, userId);
      await repo.deleteFeedback(tx, person);
      await repo.deleteOutboxMail(tx, person);
      await repo.recordDeletion(tx, reason, totals, now);
      await repo.deleteUser(tx, userId);
      const sent = images.map((image) => storageKeys.chatImage(image.roomId, image.filename));
      return { email: person.email, rooms, ended, keys: [...keys, ...sent], images };
    });

  /**
   * Files after the rows (RULES.md "Defaults and scale-out": a file outlives its row, never the reverse); a failure
   * is logged, not thrown.
   */
  async function removeFiles(userId: string, keys: string[]): Promise<void> {
    const results = await Promise.allSettled([
      ...storageKeys.userPrefixes(userId).map((prefix) => deps.storage.deletePrefix(prefix)),
      ...keys.map((key) => deps.storage.delete(key)),
    ]);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) deps.log.warn({ userId, failed }, 'account deletion: some files were not removed');
  }

  return {
    async deleteAccount(userId, reason) {
      const removed = await removeRows(userId, reason);
      if (!removed) return { deleted: false };
      await removeFiles(userId, removed.keys);
      // The sessions' rows went with the users row; this also disconnects every socket of theirs on every server.
      await deps.sessions.endAll(userId);
      await deps.realtime.disconnectUser(userId);
      for (const room of removed.rooms) {
        await deps.endCall?.(room, userId);
        deps.realtime.toRoom(room, 'accountdeleted', { room });
      }
      for (const { room, survivor } of removed.ended) deps.tell?.(survivor, { kind: 'matchended', room });
      try {
        await deps.mailer.send(accountDeletedMail(removed.email, reason, deps.brand));
      } catch (error) {
        // The account is gone either way; the note is a courtesy, not part of the deletion.
        deps.log.warn({ err: error }, 'account deletion: the goodbye mail was not sent');
      }
      deps.log.info(
        { reason, rooms: removed.rooms.length, images: removed.images.length },
        'account deleted',
      );
      return { deleted: true };
    },
  };
}
