// The browser's position for logincheck (RULES.md "States and transitions", step 1; RULES.md "Constants and limits":
// high accuracy, 5000 ms, no cache).
import type { LoginCheckInput } from '@rookery/shared/api/auth.actions.ts';

export interface LocationData {
  latitude: number;
  longitude: number;
  accuracy: number;
  time: number;
}

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/** Asks for the position (the browser prompts if it has not been allowed yet). Rejects with the browser's error. */
export function currentPosition(): Promise<LocationData> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share a location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          time: timestamp,
        }),
      reject,
      POSITION_OPTIONS,
    );
  });
}

/** Whether the person has already allowed this site their location, without prompting them. */
async function locationAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** RULES.md "States and transitions", step 1: the position when allowed, else an empty location; /app never prompts by itself. */
export async function positionIfAllowed(): Promise<LocationData | Record<string, never>> {
  if (!(await locationAllowed())) return {};
  try {
    return await currentPosition();
  } catch {
    return {};
  }
}

/** The country the device is set to ('NZ' from 'en-NZ'); the server keeps it for settings. */
function deviceCountry(): string {
  try {
    return new Intl.Locale(navigator.language).region ?? '';
  } catch {
    return '';
  }
}

/** The logincheck body: the server names the place and reads the address itself (RULES.md "Reads and writes"). */
export function loginCheckInput(location: LocationData | Record<string, never>): LoginCheckInput {
  return { locationdata: location, devicecountry: deviceCountry(), ipaddress: '', mapdata: {} };
}
