// What dates offer other features: the end of a match cancels the room's upcoming dates inside the caller's
// transaction (the only write into chat_dates from outside this folder).
export { cancelUpcomingDatesWithin } from './dates.repo.ts';
