// The sign-in screen's read (RULES.md "Reads and writes" `signinmethods`); signing in itself is lib/api-client.ts's
// signIn.
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const fetchSignInMethods = () => apiGet('signinmethods').then(unwrap);
