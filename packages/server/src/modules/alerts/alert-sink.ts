// Where an alert goes when its person has no socket open on any server: web push plugs in here
// (modules/alerts/alerts.service.ts calls each sink; a sink's failure is logged, never the action's).
import type { PersonAlert } from '@rookery/shared/events.ts';

export type AlertSink = (userId: string, alert: PersonAlert) => Promise<void>;
