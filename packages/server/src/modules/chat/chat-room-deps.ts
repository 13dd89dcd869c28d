// What every feature that writes into a chat room is given (dates, gifts, chat images, safety): the chat's rooms and
// its one message store, the notifications, the person events and the one mute check, each built once.
import type { Alerts } from '../alerts/alerts.service.ts';
import type { MuteCheck } from '../moderation/mute-check.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ChatMessagesRepo } from './chat-messages.repo.ts';
import type { RoomService } from './room.service.ts';

export interface ChatRoomDeps {
  rooms: RoomService;
  messages: ChatMessagesRepo;
  notifications: NotificationsService;
  alerts: Alerts;
  assertNotMuted: MuteCheck;
}
