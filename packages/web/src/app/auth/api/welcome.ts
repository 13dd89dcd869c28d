// The welcome gates (RULES.md "States and transitions"): accepting the Terms of Use (`accepttc`) and giving the
// position the deck matches by (`logincheck` with it).
import { useMutation } from '@tanstack/react-query';
import { apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { currentPosition, loginCheckInput } from '../../../lib/geolocation.ts';
import { loginCheck } from './login-check.ts';

export const useAcceptTerms = () =>
  useMutation({
    mutationFn: () => apiPost('accepttc').then(unwrap).catch(failsWith('Oops something went wrong')),
  });

const PERMISSION_DENIED = 1;

function isGeolocationError(error: unknown): error is GeolocationPositionError {
  return typeof error === 'object' && error !== null && 'code' in error && 'PERMISSION_DENIED' in error;
}

/** Why the browser gave no position, in words a person can act on. */
function locationProblem(error: unknown): string {
  if (isGeolocationError(error) && error.code === PERMISSION_DENIED) {
    return "Location is blocked for this site. Allow it in your browser's site settings, then try again.";
  }
  return "We couldn't get your location. Check that location is allowed for this site and try again.";
}

/** Allow: the browser's precise position (high accuracy, 5000 ms), handed to logincheck. */
export const useShareLocation = () =>
  useMutation({
    mutationFn: async () => {
      const position = await currentPosition().catch((error: unknown) =>
        failsWith(locationProblem(error))(error),
      );
      return loginCheck(loginCheckInput(position));
    },
  });
