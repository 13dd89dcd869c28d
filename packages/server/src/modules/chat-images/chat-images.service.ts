// Chat images (RULES.md "Files" POST /uploadchatimage; RULES.md "Screens and routes", "States and transitions"): full
// matches only; jpg or png judged by their bytes, turned upright, at most MEDIA.photoSide a side and re-encoded as a
// jpeg without metadata (the private photos' processing, keeping the whole picture), classified by the explicit-image
// shield (platform/shield: `flagged` on the message when over the threshold), stored under the room before its
// 'image' message, which is then sent to the room. Downloads (GET /download?type=ChatImage) are for the room's two
// members only (modules/media).

import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@rookery/shared/events.ts';
import { CHAT_IMAGE_TEXT } from '@rookery/shared/media-text.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import type { Shield } from '../../platform/shield/shield.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import { NOT_A_MEMBER, type RoomPort, type RoomService } from '../chat/chat.public.ts';
import { imageKindOf, isUuid, processPhoto } from '../media/media.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';

/** The sentences live in packages/shared (media-text.ts); chat-images.test.ts reads them from here. */
export { CHAT_IMAGE_TEXT };

export interface ChatImagesDeps {
  rooms: RoomService;
  /** The chat's room port: the room is held and the image message written through it (modules/chat). */
  roomPort: RoomPort;
  storage: Storage;
  hub: RealtimeHub;
  /** A moderator's mute refuses images too (modules/moderation). */
  assertNotMuted: MuteCheck;
  /** Alerts to the person (modules/alerts): the image reaches the other member as a new message. */
  alerts?: Alerts | undefined;
  /** The explicit-image shield: its verdict is stored with the message; only this upload sets it. */
  shield: Pick<Shield, 'classify'>;
}

export function createChatImagesService({
  rooms,
  roomPort,
  storage,
  hub,
  assertNotMuted,
  alerts,
  shield,
}: ChatImagesDeps) {
  return {
    async upload(userId: string, roomField: string | undefined, file: Buffer | null): Promise<ChatMessage> {
      const roomId = roomField?.trim().toLowerCase() ?? '';
      if (!isUuid(roomId)) throw new AppError('BAD_INPUT', CHAT_IMAGE_TEXT.badRoom);
      const room = await rooms.requireMember(roomId, userId);
      if (!room.fullMatch) throw new AppError('FORBIDDEN', CHAT_IMAGE_TEXT.fullMatchOnly);
      await assertNotMuted(room.me);
      if (!file || file.length === 0) throw new AppError('BAD_INPUT', CHAT_IMAGE_TEXT.noFile);
      if (!imageKindOf(file)) throw new AppError('UNSUPPORTED_TYPE', CHAT_IMAGE_TEXT.notImage);
      const jpeg = await processPhoto(file, undefined, 'whole');
      // Before anything is stored, and outside the room's lock: the worker may take a second.
      const { flagged } = await shield.classify(jpeg, room.me);
      const filename = `${randomUUID()}.jpg`;
      const key = storageKeys.chatImage(room.id, filename);
      // The file before the message: a listed chat image always has its file.
      await storage.put(key, jpeg, 'image/jpeg');
      let chat: ChatMessage;
      try {
        chat = await roomPort.transaction(async (tx) => {
          // The open full match's row is held; it may have ended or stopped being a full match meanwhile.
          if (!(await roomPort.lockOpenRoom(tx, room.id, 'share'))?.full_match) {
            throw new AppError('FORBIDDEN', NOT_A_MEMBER);
          }
          return (
            await roomPort.insert(
              { roomId: room.id, fromId: room.me, type: 'image', chattext: filename, flagged },
              tx,
            )
          ).chat;
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      hub.toRoom(room.id, 'newchat', { chat });
      await alerts?.fromMember(room.id, room.me, (from, unread) => ({
        kind: 'message',
        room: room.id,
        from,
        chat,
        unread,
      }));
      return chat;
    },
  };
}

export type ChatImagesService = ReturnType<typeof createChatImagesService>;
