// The face check's part of "Download my data" (platform/feature/export-section.ts): its state, the consent given with
// its time and text, and whether a face descriptor is kept. The descriptor itself is numbers only our model reads:
// it is not exported, and no picture of a check is kept.
import { eq, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { faceChecks, facePrints } from './face-check.schema.ts';

export const FACE_CHECK_EXPORT: readonly ExportSection[] = [
  {
    key: 'face_check',
    about:
      'Your face check: its state, the consent you gave (its text and time), and whether an encrypted face descriptor is kept. No picture of the check is kept.',
    tables: [faceChecks, facePrints],
    async read(db, { userId }) {
      const rows = await db
        .select({
          state: faceChecks.state,
          reason: faceChecks.reason,
          verifiedAt: faceChecks.verifiedAt,
          consentVersion: faceChecks.consentVersion,
          consentText: faceChecks.consentText,
          consentAt: faceChecks.consentAt,
          helpMessage: faceChecks.helpMessage,
          descriptorKept: sql<boolean>`exists (select 1 from face_prints fp where fp.user_id = ${userId})`,
          // Read as the column's own type, so it is written as every other time (ISO 8601, UTC).
          descriptorLastUsed:
            sql<Date | null>`(select fp.used_at from face_prints fp where fp.user_id = ${userId})`.mapWith(
              facePrints.usedAt,
            ),
        })
        .from(faceChecks)
        .where(eq(faceChecks.userId, userId));
      return rows[0] ?? null;
    },
  },
];
