// The registry of every /api action (RULES.md "Reads and writes"), composed from one file per feature. The server
// dispatches from it; the web client is typed by it. A feature adds its own `<feature>.actions.ts` and one line here.
import { ACCOUNT_ACTIONS } from './account.actions.ts';
import { ALERTS_ACTIONS } from './alerts.actions.ts';
import { AUTH_ACTIONS } from './auth.actions.ts';
import { CALLS_ACTIONS } from './calls.actions.ts';
import { CHAT_ACTIONS } from './chat.actions.ts';
import { CLIENT_ERRORS_ACTIONS } from './client-errors.actions.ts';
import { DATE_SAFETY_ACTIONS } from './date-safety.actions.ts';
import { DECK_ACTIONS } from './deck.actions.ts';
import { FACE_CHECK_ACTIONS } from './face-check.actions.ts';
import { FEEDBACK_ACTIONS } from './feedback.actions.ts';
import { HIDDEN_WORDS_ACTIONS } from './hidden-words.actions.ts';
import { IMAGES_ACTIONS } from './images.actions.ts';
import { MATCHES_ACTIONS } from './matches.actions.ts';
import { MEDIA_ACTIONS } from './media.actions.ts';
import { NOTIFICATIONS_ACTIONS } from './notifications.actions.ts';
import { PEBBLES_ACTIONS } from './pebbles.actions.ts';
import { PROFILE_ACTIONS } from './profile.actions.ts';
import { PUSH_ACTIONS } from './push.actions.ts';
import { SETTINGS_ACTIONS } from './settings.actions.ts';
import { WEBFORMS_ACTIONS } from './webforms.actions.ts';

export const ACTIONS = {
  ...ACCOUNT_ACTIONS,
  ...ALERTS_ACTIONS,
  ...AUTH_ACTIONS,
  ...CALLS_ACTIONS,
  ...CHAT_ACTIONS,
  ...CLIENT_ERRORS_ACTIONS,
  ...DATE_SAFETY_ACTIONS,
  ...DECK_ACTIONS,
  ...FACE_CHECK_ACTIONS,
  ...FEEDBACK_ACTIONS,
  ...HIDDEN_WORDS_ACTIONS,
  ...IMAGES_ACTIONS,
  ...MATCHES_ACTIONS,
  ...MEDIA_ACTIONS,
  ...NOTIFICATIONS_ACTIONS,
  ...PEBBLES_ACTIONS,
  ...PROFILE_ACTIONS,
  ...PUSH_ACTIONS,
  ...SETTINGS_ACTIONS,
  ...WEBFORMS_ACTIONS,
};

export type ActionName = keyof typeof ACTIONS;

export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(ACTIONS, name);
}
