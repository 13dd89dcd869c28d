// The welcome screens' own call (RULES.md "Reads and writes" `accepttc`); the location screen's logincheck is
// shell/shared-api.ts's.
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const acceptTerms = () => apiPost('accepttc').then(unwrap);
