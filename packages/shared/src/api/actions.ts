// The registry of every /api action (RULES.md "Reads and writes"), composed from one file per feature. The server
// dispatches from it; the web client is typed by it. A feature adds its own `<feature>.actions.ts` and one line here.
import { ACCOUNT_ACTIONS } from './account.actions.ts';
import { ALERTS_ACTIONS } from './alerts.actions.ts';
import { AUTH_ACTIONS } from './auth.actions.ts';
import { CALLS_ACTIONS } from './calls.actions.ts';
import { CLIENT_ERRORS_ACTIONS } from './client-errors.actions.ts';
import { DATE_SAFETY_ACTIONS } from './date-safety.actions.ts';
import { DEVICES_ACTIONS } from './devices.actions.ts';
import { DISCOVERY_ACTIONS } from './discovery.actions.ts';
import { FACE_CHECK_ACTIONS } from './face-check.actions.ts';
import { FEEDBACK_ACTIONS } from './feedback.actions.ts';
import { IMAGES_ACTIONS } from './images.actions.ts';
import { MEDIA_ACTIONS } from './media.actions.ts';
import { PEBBLES_ACTIONS } from './pebbles.actions.ts';
import { PRIVACY_ACTIONS } from './privacy.actions.ts';
import { PROFILE_ACTIONS } from './profile.actions.ts';
import { WEBFORMS_ACTIONS } from './webforms.actions.ts';

export const ACTIONS = {
  ...ACCOUNT_ACTIONS,
  ...ALERTS_ACTIONS,
  ...AUTH_ACTIONS,
  ...CALLS_ACTIONS,
  ...CLIENT_ERRORS_ACTIONS,
  ...DATE_SAFETY_ACTIONS,
  ...DEVICES_ACTIONS,
  ...DISCOVERY_ACTIONS,
  ...FACE_CHECK_ACTIONS,
  ...FEEDBACK_ACTIONS,
  ...IMAGES_ACTIONS,
  ...MEDIA_ACTIONS,
  ...PEBBLES_ACTIONS,
  ...PRIVACY_ACTIONS,
  ...PROFILE_ACTIONS,
  ...WEBFORMS_ACTIONS,
};

export type ActionName = keyof typeof ACTIONS;

export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(ACTIONS, name);
}
