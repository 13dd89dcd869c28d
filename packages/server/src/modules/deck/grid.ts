// The 1 km grid of RULES.md "Location privacy" and the great-circle distance, as the database computes them
// (the deck_positions_sync trigger of drizzle/0004_discovery.sql and the deck query). Used by tests and fixtures
// to predict what the database will say; the server itself only ever reads snapped positions from SQL.

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Km per degree of latitude on that sphere. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The grid point a position is shown from: latitude in 1 km steps, longitude in 1 km steps at that latitude.
 * (PostgreSQL rounds exact halves to even, JavaScript up; a point exactly on a cell edge is vanishingly rare.)
 */
export function snapToGrid(point: Point): Point {
  const latitude = Math.min(90, Math.max(-90, Math.round(point.latitude * KM_PER_DEGREE) / KM_PER_DEGREE));
  const lonKmPerDegree = Math.max(KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180), 1);
  let longitude = Math.round(point.longitude * lonKmPerDegree) / lonKmPerDegree;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude, longitude };
}

/** Haversine distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point `km` kilometres east of `from` along its parallel (test positions at a chosen distance). */
export function eastOf(from: Point, km: number): Point {
  const lonKmPerDegree = KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180);
  return { latitude: from.latitude, longitude: from.longitude + km / lonKmPerDegree };
}

/** A point `km` kilometres north of `from`. */
export function northOf(from: Point, km: number): Point {
  return { latitude: from.latitude + km / KM_PER_DEGREE, longitude: from.longitude };
}
