// Reading a person's own profile with their own position: the only SQL of the profile read.

import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { profiles, userLocations } from '../../platform/db/schema.ts';

export function createProfileRepo(db: Db) {
  return {
    /** The owner's record (API.md 3 `profile`), or undefined before the profile editor has saved one. */
    async own(userId: string): Promise<ProfileRecord | undefined> {
      const rows = await db
        .select({
          user_id: profiles.userId,
          display_name: profiles.displayName,
          DOB: profiles.dob,
          gender: profiles.gender,
          description: profiles.description,
          ideal_partner: profiles.idealPartner,
          tagline: profiles.tagline,
          real_name: profiles.realName,
          preference: profiles.preference,
          younger: profiles.younger,
          older: profiles.older,
          has_kids: profiles.hasKids,
          want_kids: profiles.wantKids,
          introvert: profiles.introvert,
          planner: profiles.planner,
          explorer: profiles.explorer,
          earlybird: profiles.earlybird,
          sweet: profiles.sweet,
          country: userLocations.country,
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
        })
        .from(profiles)
        .leftJoin(userLocations, eq(userLocations.userId, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      return rows[0];
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
