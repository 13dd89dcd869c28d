// The lists the live layer keeps in step with the alerts, as several features read them
// (RULES.md "Reads and writes"): the matches, the notifications and the alert preferences.
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchMatches = () => apiGet('matches').then(unwrap);

export const fetchNotifications = () => apiGet('notifications').then(unwrap);
export const markNotificationsRead = () => apiPost('readnotifications', {}).then(unwrap);
export const deleteNotifications = () => apiPost('deletenotifications', {}).then(unwrap);

export const fetchPreferences = () => apiGet('preferences').then(unwrap);
