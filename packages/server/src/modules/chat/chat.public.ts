// What the chat offers other features: the room membership check (RoomService, NOT_A_MEMBER), the room port (the
// only way they hold a room and write, move or find its messages: room-port.repo.ts), what a feature that writes
// into rooms is given (ChatRoomDeps) and a call's duration; the message and read rows account deletion and
// retention remove inside their transaction (room-cleanup.repo.ts), and a room's start and end (room-life.repo.ts:
// deck's match, safety's unmatch, report and block).
export { durationOf } from './chat-messages.repo.ts';
export type { ChatRoomDeps } from './chat-room-deps.ts';
export { NOT_A_MEMBER, type Room, type RoomService } from './room.service.ts';
export {
  closeRoomsOfPersonWithin,
  deleteRoomRowsWithin,
  deleteRoomsChatWithin,
  deleteSentImagesWithin,
  expirePendingWithin,
  type SentImage,
} from './room-cleanup.repo.ts';
export {
  deleteLeftRoom,
  endRoomWithin,
  openRoomWithin,
  type RoomEndReason,
} from './room-life.repo.ts';
export { createRoomPort, type LockedRoom, type MessageState, type RoomPort } from './room-port.repo.ts';
