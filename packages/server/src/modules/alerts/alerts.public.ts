// What alerts offer other features: `Alerts`, the person events (issue 20) a feature is given to tell people what
// happened (a new message, a match, a call); features receive it injected, never build it.
export type { Alerts } from './alerts.service.ts';
