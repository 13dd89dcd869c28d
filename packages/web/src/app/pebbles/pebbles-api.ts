// The store's calls (API.md 3 `adstart`, `adcomplete`): an ad watched to its end earns a pebble.
import { apiPost, unwrap } from '../../lib/api-client.ts';

export const startAd = () => apiPost('adstart').then(unwrap);
export const completeAd = (token: string) => apiPost('adcomplete', { token }).then(unwrap);
