// The profile view's read (RULES.md "Reads and writes" `profilebyid`) in one statement: what the owner is to the
// viewer, the owner's profile, place names and selected AI image, the distance between the two snapped positions, the
// viewer's unit facts, and the owner's photos and recordings when the relation allows them. Never coordinates.
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { verifiedSql } from '../face-check/face-check.public.ts';
import { pairOf } from './decisions.repo.ts';
import { EARTH_RADIUS_KM } from './grid.ts';
import type { RelationFacts } from './relation.repo.ts';

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
  /** Passed the face check with the photos they have now. */
  verified: boolean;
  /** Between the snapped positions; null when either is unknown. */
  km: number | null;
}

export interface ProfileViewPhotoRow {
  id: string;
  filename: string;
  is_profile: boolean;
}

export interface ProfileViewRecordingRow {
  id: string;
  prompt: string;
  filename: string;
}

export interface ProfileViewRead {
  facts: RelationFacts;
  /** undefined when the owner has no profile. */
  profile: ProfileViewRow | undefined;
  viewer: { inMiles: boolean; deviceCountry: string | null; country: string | null };
  /** Only with `withPhotos` and when the viewer is the owner or a full match. */
  photos: ProfileViewPhotoRow[];
  /** Only for the owner and open matches, and only recordings whose file has arrived. */
  recordings: ProfileViewRecordingRow[];
}

type ReadColumns = Partial<ProfileViewRow> & {
  full_match: boolean | null;
  hidden: boolean;
  served: boolean;
  in_miles: boolean | null;
  device_country: string | null;
  country: string | null;
  photos: ProfileViewPhotoRow[] | null;
  recordings: ProfileViewRecordingRow[] | null;
};

// $1 the viewer, $2 the owner, $3 and $4 the pair as stored (decisions.repo.ts pairOf), $5 the time since which a
// served card counts, $6 whether the viewer is the owner, $7 whether photos are asked for. Prepared once
// (platform/db/prepared.ts): a statement of eleven tables, planned once instead of on every view.
export const READ_SQL = `
  with rel as (
    select (select m.full_match from matches m
             where m.user_a = $3::uuid and m.user_b = $4::uuid and m.ended_at is null) as full_match,
           exists (select 1 from hidden_pairs h where h.user_a = $3::uuid and h.user_b = $4::uuid) as hidden,
           exists (select 1 from deck_cards dc where dc.user_id = $1::uuid and dc.target_id = $2::uuid
                    and dc.shown_at >= $5::timestamptz) as served
  )
  select rel.full_match, rel.hidden, rel.served,
         p.user_id, p.display_name, to_char(p.dob, 'YYYY-MM-DD') as dob, p.gender, p.tagline, p.description,
         p.ideal_partner, p.real_name, p.has_kids, p.want_kids,
         p.introvert, p.planner, p.explorer, p.earlybird, p.sweet,
         -- Others see the names of the shown point; only the owner those of the exact position.
         case when $6::bool then l.suburb else l.shown_suburb end as suburb,
         case when $6::bool then l.town else l.shown_town end as town,
         case when $6::bool then l.city else l.shown_city end as city,
         case when $6::bool then l.state else l.shown_state end as state,
         (select i.id from ai_images i where i.user_id = p.user_id and i.is_profile) as aiimage,
         ${verifiedSql('p.user_id')} as verified,
         (select 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
                   power(sin(radians(o.latitude - v.latitude) / 2), 2)
                   + cos(radians(v.latitude)) * cos(radians(o.latitude))
                     * power(sin(radians(o.longitude - v.longitude) / 2), 2))))
            from deck_positions o, deck_positions v
           where o.user_id = p.user_id and v.user_id = $1::uuid) as km,
         coalesce((select s.gps_in_miles from user_settings s where s.user_id = $1::uuid), false) as in_miles,
         vl.device_country, vl.country,
         case when $7::bool and ($6::bool or (rel.full_match is true and not rel.hidden)) then
           (select json_agg(json_build_object('id', f.id, 'filename', f.filename, 'is_profile', f.is_profile)
                            order by f.created_at, f.id)
              from private_photos f where f.user_id = $2::uuid)
         end as photos,
         case when $6::bool or (rel.full_match is not null and not rel.hidden) then
           (select json_agg(json_build_object('id', r.id, 'prompt', r.prompt, 'filename', r.filename)
                            order by r.created_at, r.id)
              from voice_recordings r where r.user_id = $2::uuid and r.uploaded_at is not null)
         end as recordings
  from rel
  left join profiles p on p.user_id = $2::uuid
  left join user_locations l on l.user_id = p.user_id
  left join user_locations vl on vl.user_id = $1::uuid`;

export function createProfileViewRepo(db: Db) {
  const readOf = preparedStatement<ReadColumns>(db, 'profile_view', READ_SQL);
  return {
    async read(
      viewerId: string,
      ownerId: string,
      servedSince: Date,
      withPhotos: boolean,
    ): Promise<ProfileViewRead> {
      const [userA, userB] = pairOf(viewerId, ownerId);
      const self = viewerId === ownerId;
      const [row] = (await readOf([
        viewerId,
        ownerId,
        userA,
        userB,
        servedSince.toISOString(),
        self,
        withPhotos,
      ])) as [ReadColumns];
      return {
        facts: {
          fullMatch: row.full_match ?? null,
          hidden: row.hidden === true,
          served: row.served === true,
        },
        profile: row.user_id ? (row as ProfileViewRow) : undefined,
        viewer: {
          inMiles: row.in_miles === true,
          deviceCountry: row.device_country ?? null,
          country: row.country ?? null,
        },
        photos: row.photos ?? [],
        recordings: row.recordings ?? [],
      };
    },
  };
}

export type ProfileViewRepo = ReturnType<typeof createProfileViewRepo>;
