// A person's own profile: the read with their own position, and the editor's upsert. The only SQL of profiles.

import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { profiles } from './profile.schema.ts';

type OwnRow = { [K in keyof ProfileRecord]: ProfileRecord[K] | null } & {
  haspublic: boolean;
  hasprivate: boolean;
};

// $1 the owner. The record (none before the editor has saved one) and the media hub's two checks in one statement,
// prepared once (platform/db/prepared.ts): the app reads it on the profile screen and the media hub.
export const OWN_SQL = `
  select exists (select 1 from ai_images i where i.user_id = $1::uuid and i.is_profile) as haspublic,
         exists (select 1 from private_photos f where f.user_id = $1::uuid) as hasprivate,
         p.user_id, p.display_name, p.dob as "DOB", p.gender, p.description, p.ideal_partner, p.tagline,
         p.real_name, p.preference, p.younger, p.older, p.has_kids, p.want_kids,
         p.introvert, p.planner, p.explorer, p.earlybird, p.sweet,
         l.country, l.latitude, l.longitude
  from (select 1) one
  left join profiles p on p.user_id = $1::uuid
  left join user_locations l on l.user_id = p.user_id`;

export function createProfileRepo(db: Db) {
  const ownOf = preparedStatement<OwnRow>(db, 'profile_own', OWN_SQL);
  return {
    /**
     * The owner's record (RULES.md "Reads and writes" `profile`), or undefined before the profile editor has saved
     * one; and whether the person has a selected AI image (haspublic) and at least one private photo (hasprivate).
     */
    async own(
      userId: string,
    ): Promise<{ record: ProfileRecord | undefined; haspublic: boolean; hasprivate: boolean }> {
      const [row] = await ownOf([userId]);
      if (!row) throw new Error('the profile read answered no row');
      // The record's columns in the order the answer lists them.
      const { haspublic, hasprivate, ...record } = row;
      return {
        record: record.user_id === null ? undefined : (record as ProfileRecord),
        haspublic: haspublic === true,
        hasprivate: hasprivate === true,
      };
    },

    /** The names and texts others read of the person's profile (the mute checks compare a save with them). */
    async texts(userId: string) {
      const rows = await db
        .select({
          displayName: profiles.displayName,
          realName: profiles.realName,
          tagline: profiles.tagline,
          description: profiles.description,
          idealPartner: profiles.idealPartner,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return rows[0];
    },

    /** Creates or replaces the owner's profile (one row per person, keyed by their user id). */
    async upsert(userId: string, profile: Profile): Promise<void> {
      const fields = {
        displayName: profile.display_name,
        dob: profile.DOB,
        gender: profile.gender,
        description: profile.description,
        idealPartner: profile.ideal_partner,
        tagline: profile.tagline,
        realName: profile.real_name,
        preference: profile.preference,
        younger: profile.younger,
        older: profile.older,
        hasKids: profile.has_kids,
        wantKids: profile.want_kids,
        introvert: profile.introvert,
        planner: profile.planner,
        explorer: profile.explorer,
        earlybird: profile.earlybird,
        sweet: profile.sweet,
      };
      await db
        .insert(profiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } });
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
