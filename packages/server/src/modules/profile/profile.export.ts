// The profile feature's part of "Download my data" (platform/feature/export-section.ts): the profile as the person
// wrote it.
import { eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { profiles } from './profile.schema.ts';

export const PROFILE_EXPORT: readonly ExportSection[] = [
  {
    key: 'profile',
    about: 'Your profile as you wrote it.',
    tables: [profiles],
    async read(db, { userId }) {
      const rows = await db
        .select({
          displayName: profiles.displayName,
          realName: profiles.realName,
          dob: profiles.dob,
          gender: profiles.gender,
          preference: profiles.preference,
          tagline: profiles.tagline,
          description: profiles.description,
          idealPartner: profiles.idealPartner,
          younger: profiles.younger,
          older: profiles.older,
          hasKids: profiles.hasKids,
          wantKids: profiles.wantKids,
          introvert: profiles.introvert,
          planner: profiles.planner,
          explorer: profiles.explorer,
          earlybird: profiles.earlybird,
          sweet: profiles.sweet,
          createdAt: profiles.createdAt,
          updatedAt: profiles.updatedAt,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return rows[0] ?? null;
    },
  },
];
