// The sign-in screen's read (API.md 3 `signinmethods`); signing in itself is lib/api-client.ts's signIn.
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const fetchSignInMethods = () => apiGet('signinmethods').then(unwrap);
