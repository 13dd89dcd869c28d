// The store's calls (RULES.md "Reads and writes" `adstart`, `adcomplete`): an ad watched to its end earns a pebble.
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const startAd = () => apiPost('adstart').then(unwrap);
export const completeAd = (token: string) => apiPost('adcomplete', { token }).then(unwrap);
