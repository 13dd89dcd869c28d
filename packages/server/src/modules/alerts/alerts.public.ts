// What alerts offer other features: `Alerts`, the person events a feature is given to tell people what
// happened (a new message, a match, a call); features receive it injected, never build it.

export type { AlertsModule } from './alerts.module.ts';
export type { Alerts, AlertsService } from './alerts.service.ts';
