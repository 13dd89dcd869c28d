// The profile view's reads (API.md 3 `profilebyid`): the owner's profile, place names and selected AI image, the
// distance between the two snapped positions, and the owner's photos and recordings. Never coordinates.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { privatePhotos, voiceRecordings } from '../../platform/db/schema.ts';
import { EARTH_RADIUS_KM } from './grid.ts';

export interface ProfileViewRow {
  user_id: string;
  display_name: string;
  dob: string;
  gender: string;
  tagline: string;
  description: string;
  ideal_partner: string;
  real_name: string;
  has_kids: boolean;
  want_kids: string;
  introvert: number;
  planner: number;
  explorer: number;
  earlybird: number;
  sweet: number;
  suburb: string | null;
  town: string | null;
  city: string | null;
  state: string | null;
  aiimage: string | null;
  /** Between the snapped positions; null when either is unknown. */
  km: number | null;
}

export function createProfileViewRepo(db: Db) {
  return {
    async find(ownerId: string, viewerId: string): Promise<ProfileViewRow | undefined> {
      const result = await db.execute(sql`
        select p.user_id, p.display_name, to_char(p.dob, 'YYYY-MM-DD') as dob, p.gender, p.tagline, p.description,
               p.ideal_partner, p.real_name, p.has_kids, p.want_kids,
               p.introvert, p.planner, p.explorer, p.earlybird, p.sweet,
               l.suburb, l.town, l.city, l.state,
               (select i.id from ai_images i where i.user_id = p.user_id and i.is_profile) as aiimage,
               (select 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
                         power(sin(radians(o.latitude - v.latitude) / 2), 2)
                         + cos(radians(v.latitude)) * cos(radians(o.latitude))
                           * power(sin(radians(o.longitude - v.longitude) / 2), 2))))
                  from deck_positions o, deck_positions v
                 where o.user_id = p.user_id and v.user_id = ${viewerId}) as km
        from profiles p
        left join user_locations l on l.user_id = p.user_id
        where p.user_id = ${ownerId}`);
      return (result as unknown as { rows: ProfileViewRow[] }).rows[0];
    },

    photos(ownerId: string) {
      return db
        .select({
          id: privatePhotos.id,
          filename: privatePhotos.filename,
          isProfile: privatePhotos.isProfile,
        })
        .from(privatePhotos)
        .where(eq(privatePhotos.userId, ownerId))
        .orderBy(asc(privatePhotos.createdAt), asc(privatePhotos.id));
    },

    /** Only recordings whose file has arrived. */
    recordings(ownerId: string) {
      return db
        .select({
          id: voiceRecordings.id,
          prompt: voiceRecordings.prompt,
          filename: voiceRecordings.filename,
        })
        .from(voiceRecordings)
        .where(and(eq(voiceRecordings.userId, ownerId), isNotNull(voiceRecordings.uploadedAt)))
        .orderBy(asc(voiceRecordings.createdAt), asc(voiceRecordings.id));
    },
  };
}

export type ProfileViewRepo = ReturnType<typeof createProfileViewRepo>;
