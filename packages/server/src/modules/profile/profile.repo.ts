// A person's own profile: the read with their own position, and the editor's upsert. The only SQL of profiles.

import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { aiImages } from '../images/images.schema.ts';
import { userLocations } from '../location/location.schema.ts';
import { privatePhotos } from '../media/media.schema.ts';
import { profiles } from './profile.schema.ts';

export function createProfileRepo(db: Db) {
  return {
    /**
     * The owner's record (RULES.md "Reads and writes" `profile`), or undefined before the profile editor has saved
     * one.
     */
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

    /** Whether the person has a selected AI image (haspublic) and at least one private photo (hasprivate). */
    async mediaFlags(userId: string): Promise<{ haspublic: boolean; hasprivate: boolean }> {
      const rows = await db
        .select({
          haspublic: sql<boolean>`exists (select 1 from ${aiImages} where ${aiImages.userId} = ${userId} and ${aiImages.isProfile})`,
          hasprivate: sql<boolean>`exists (select 1 from ${privatePhotos} where ${privatePhotos.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return { haspublic: rows[0]?.haspublic === true, hasprivate: rows[0]?.hasprivate === true };
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
