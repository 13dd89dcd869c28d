// What dates offer other features: the only writes into chat_dates from outside this folder, each inside the
// caller's transaction: the end of a match cancels the room's upcoming dates (safety), an account deletion the
// person's open dates, retention deletes the dates of stale rooms.
export { cancelPersonDatesWithin, cancelUpcomingDatesWithin, deleteRoomsDatesWithin } from './dates.repo.ts';
