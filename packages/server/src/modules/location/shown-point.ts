// The point others' distances are measured from (RULES.md "Location privacy"; docs/SECURITY.md). Snapping to the
// 1 km grid alone is not enough: an attacker who moves a fake account around someone and reads the whole-km
// distances can find the grid point, and with it the person to within ~400 m (location-attack.test.ts). So the
// grid point is moved by an offset of up to SHOWN_OFFSET_KM in a direction that is secret and fixed for each person
// and cell: the same answer every time (nothing to average away), different in every cell, and not computable
// without the server's key. The exact position stays with its owner.
import { createHmac } from 'node:crypto';
import { KM_PER_DEGREE, type Point, snapToGrid } from '../deck/deck.public.ts';

/** The largest offset from the grid point: one cell, so a distance shown is at most about 1.7 km off. */
export const SHOWN_OFFSET_KM = 1;

/** Two numbers in [0, 1) from the key, the person and their cell. */
function uniforms(secret: string, userId: string, cell: Point): [number, number] {
  const digest = createHmac('sha256', secret)
    .update(`${userId}|${cell.latitude.toFixed(9)}|${cell.longitude.toFixed(9)}`)
    .digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

/** Where a person at `exact` is shown to others: their grid point moved by their offset for that cell. */
export function shownPoint(secret: string, userId: string, exact: Point): Point {
  const cell = snapToGrid(exact);
  const [u, v] = uniforms(secret, userId, cell);
  // Uniform over the disc: the radius grows with the square root.
  const km = SHOWN_OFFSET_KM * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const latitude = Math.max(-90, Math.min(90, cell.latitude + (km * Math.sin(angle)) / KM_PER_DEGREE));
  const lonKmPerDegree = Math.max(KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180), 1);
  let longitude = cell.longitude + (km * Math.cos(angle)) / lonKmPerDegree;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude, longitude };
}
