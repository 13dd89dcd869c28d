// What every feature that writes into a chat room is given (dates, gifts, chat images, safety): the chat's rooms and
// its one room port (room-port.repo.ts), the notifications, the person events and the one mute check, each built once.
import type { Alerts } from '../alerts/alerts.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { NotificationsService } from '../notifications/notifications.public.ts';
import type { RoomService } from './room.service.ts';
import type { RoomPort } from './room-port.repo.ts';

export interface ChatRoomDeps {
  rooms: RoomService;
  roomPort: RoomPort;
  notifications: NotificationsService;
  alerts: Alerts;
  assertNotMuted: MuteCheck;
}
