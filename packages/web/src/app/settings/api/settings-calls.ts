// The settings screen's calls (RULES.md "Reads and writes" `settings` GET and POST, `newname`, `setpreferences`,
// and the devices: `mydevices`, `enddevice`, `endotherdevices`).
import type { Preferences } from '@rookery/shared/api/alerts.actions.ts';
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchSettings = () => apiGet('settings', {}).then(unwrap);
export const saveSettings = (input: ApiInput<'settings'>) => apiPost('settings', input).then(unwrap);
export const rename = (name: string) => apiPost('newname', { name }).then(unwrap);
export const setPreferences = (change: Partial<Preferences>) =>
  apiPost('setpreferences', change).then(unwrap);
export const fetchDevices = () => apiGet('mydevices').then(unwrap);
export const endDevice = (id: string) => apiPost('enddevice', { id }).then(unwrap);
export const endOtherDevices = () => apiPost('endotherdevices', {}).then(unwrap);
