// Gifts (RULES.md "Screens and routes", "Money and limits"): a member sends one of their own AI images to
// the other member for MONEY.pebblesPerGift pebble. The image is copied into the room's chat images first, so the
// gift stays when the sender later deletes their image; the pebble and the chat message are then written in one
// transaction (a failure takes neither and removes the copy). The image is checked by the explicit-image shield as
// a chat image is: flagged, the gift's message carries `flagged` and the receiver sees it blurred, in a
// basic match too. New AI images are checked when made; this also catches those made before that check.

import { randomUUID } from 'node:crypto';
import type { ChatMessage, ClientPayload } from '@rookery/shared/events.ts';
import { MONEY } from '@rookery/shared/limits.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireSelf } from '../../platform/realtime/require-self.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Shield } from '../../platform/shield/shield.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOT_A_MEMBER, type RoomPort, type RoomService } from '../chat/chat.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { type NoteTarget, type NoteText, naming } from '../notifications/notifications.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import type { GiftsRepo } from './gifts.repo.ts';

export const GIFT_TEXT = {
  needPebble: 'You need a pebble to send a gift.',
  notYours: 'Choose one of your own images to send as a gift.',
  gone: 'This image is no longer available.',
  notTheOther: 'That is not the other person in this chat.',
  notification: 'Gift received',
} as const;

/** The reference of a gift's chat message (RULES.md "Realtime"). */
export const GIFT_REFERENCE = 'gift';

export interface GiftsDeps {
  repo: GiftsRepo;
  rooms: RoomService;
  /** The chat's room port: the room is held and the gift's message written through it (modules/chat). */
  roomPort: RoomPort;
  pebbles: PebblesService;
  storage: Storage;
  hub: RealtimeHub;
  notifications: {
    notify(
      userId: string,
      title: string,
      notification: string | NoteText,
      target?: NoteTarget,
    ): Promise<void>;
  };
  /** A moderator's mute refuses gifts too (modules/moderation). */
  assertNotMuted: MuteCheck;
  /** Alerts to the person (modules/alerts): the gift reaches the other member wherever they are. */
  alerts?: Alerts | undefined;
  /** The explicit-image shield: its verdict on the gift's picture is stored with the message. */
  shield: Pick<Shield, 'classify'>;
}

export function createGiftsService({
  repo,
  rooms,
  roomPort,
  pebbles,
  storage,
  hub,
  notifications,
  assertNotMuted,
  alerts,
  shield,
}: GiftsDeps) {
  return {
    async send(
      userId: string,
      payload: ClientPayload<'sendgift'>,
    ): Promise<{ chat: ChatMessage; pebbles: number }> {
      const room = await rooms.requireMember(payload.room, userId);
      requireSelf(room.me, payload.my_id);
      await assertNotMuted(room.me);
      const other = room.other;
      if (!other) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      if (payload.user_id !== undefined && payload.user_id !== other) {
        throw new AppError('BAD_INPUT', GIFT_TEXT.notTheOther);
      }
      const key = await repo.ownImageKey(room.me, payload.imageid);
      if (!key) throw new AppError('FORBIDDEN', GIFT_TEXT.notYours);
      // A cheap early refusal before any copying; the spend below decides.
      if ((await pebbles.balance(room.me)) < MONEY.pebblesPerGift) {
        throw new AppError('PAYMENT_REQUIRED', GIFT_TEXT.needPebble);
      }
      const image = await storage.get(key);
      if (!image) throw new AppError('NOT_FOUND', GIFT_TEXT.gone);
      const { flagged } = await shield.classify(image.bytes, room.me);
      const filename = `${randomUUID()}.png`;
      const copy = storageKeys.chatImage(room.id, filename);
      // The file before the message: a listed chat image always has its file.
      await storage.put(copy, image.bytes, 'image/png');
      let sent: { chat: ChatMessage; balance: number };
      try {
        sent = await repo.transaction(async (tx) => {
          if (!(await roomPort.lockOpenRoom(tx, room.id, 'share'))) {
            throw new AppError('FORBIDDEN', NOT_A_MEMBER);
          }
          const balance = await pebbles.spendWithin(
            tx,
            room.me,
            MONEY.pebblesPerGift,
            'gift',
            GIFT_TEXT.needPebble,
          );
          const { chat } = await roomPort.insert(
            {
              roomId: room.id,
              fromId: room.me,
              type: 'image',
              chattext: filename,
              reference: GIFT_REFERENCE,
              flagged,
            },
            tx,
          );
          return { chat, balance };
        });
      } catch (err) {
        await storage.delete(copy);
        throw err;
      }
      hub.toRoom(room.id, 'newchat', { chat: sent.chat });
      await alerts?.fromMember(room.id, room.me, (from) => ({ kind: 'gift', room: room.id, from }));
      const name = await roomPort.shownName(room.me);
      await notifications.notify(
        other,
        GIFT_TEXT.notification,
        naming({ userId: room.me, name }, (n) => `${n} sent you a gift.`),
        { kind: 'chat', matchId: room.id },
      );
      return { chat: sent.chat, pebbles: sent.balance };
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
