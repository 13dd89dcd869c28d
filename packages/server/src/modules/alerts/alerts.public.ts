// What alerts offer other features: `Alerts`, the person events a feature is given to tell people what
// happened (a new message, a match, a call); features receive it injected, never build it. A statement that reads
// the sender beside its own work (the chat's batched write) takes senderColumns and senderOf, and hands the
// RoomSender to fromMemberWith.

export type { AlertsModule } from './alerts.module.ts';
export { type RoomSender, senderColumns, senderOf } from './alerts.repo.ts';
export type { Alerts, AlertsService } from './alerts.service.ts';
