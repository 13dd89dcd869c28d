// Where the person is when they ask for help (RULES.md "Date safety").

/**
 * The browser's position now (RULES.md "Constants and limits": 5000 ms, no cache, high accuracy), or null when
 * refused or unavailable.
 */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    const geolocation: Geolocation | undefined = navigator.geolocation;
    if (!geolocation) {
      resolve(null);
      return;
    }
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 0, enableHighAccuracy: true },
    );
  });
}
