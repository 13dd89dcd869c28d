// What the chat offers other features: the room membership check (RoomService, NOT_A_MEMBER) and the room port,
// the only way they hold a room and write, move or find its messages (room-port.ts); a call's duration for lists.
export { durationOf } from './chat-messages.repo.ts';
export { NOT_A_MEMBER, type Room, type RoomService } from './room.service.ts';
export { createRoomPort, type LockedRoom, type MessageState, type RoomPort } from './room-port.ts';
