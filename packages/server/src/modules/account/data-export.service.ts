// "Download my data" (RULES.md "Safety and moderation", RULES.md "Reads and writes" `exportdata`): everything held
// about the caller as one JSON document, alone or in a zip with their media. The document is the features' sections
// (each feature's modules/<f>/<f>.export.ts, platform/feature/export-section.ts), read in one snapshot and written in
// SECTION_ORDER under an "about" header. One export at a time per person and a daily cap, because a zip reads every
// file they have from storage.
import type { FastifyBaseLogger } from 'fastify';
import type { ExportPerson, ExportSections } from '../../platform/feature/export-section.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Download, download } from '../../platform/http/download.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { DataExportRepo } from './data-export.repo.ts';
import { streamExportZip, type ZipMedia } from './export-zip.ts';

export const EXPORT_LIMIT = { max: 10, windowMs: 24 * 60 * 60_000 } as const;

export const EXPORT_TEXT = {
  unverified:
    'Please verify your email address first: we send your data only to an account whose address is confirmed.',
  running: 'Your data is already being prepared. Please wait for that download to finish, then try again.',
  tooMany: `You can download your data ${EXPORT_LIMIT.max} times a day. Please try again tomorrow.`,
} as const;

export type ExportFormat = 'json' | 'zip';

/**
 * data.json's order: these sections first, in the order the document has always had (the account, the person's own
 * things, then what involves others, then what is about them); a section not named here follows, in the order of
 * the features in build-server.ts.
 */
export const SECTION_ORDER: readonly string[] = [
  'account',
  'sign_in_methods',
  'sessions',
  'push_notifications',
  'emailed_codes',
  'location',
  'profile',
  'settings',
  'flips',
  'ai_images',
  'private_photos',
  'voice_recordings',
  'pebble_ledger',
  'decisions',
  'matches',
  'messages_sent',
  'read_positions',
  'dates',
  'trusted_contact',
  'date_checkins',
  'date_alerts',
  'face_check',
  'notifications',
  'reports_filed',
  'moderation',
  'submissions',
];

/** The sections in data.json's order (SECTION_ORDER, then the rest as registered). */
export function inDocumentOrder<S extends { key: string }>(sections: readonly S[]): S[] {
  const place = (section: S) => {
    const index = SECTION_ORDER.indexOf(section.key);
    return index === -1 ? SECTION_ORDER.length : index;
  };
  return sections
    .map((section, registered) => ({ section, registered }))
    .sort((a, b) => place(a.section) - place(b.section) || a.registered - b.registered)
    .map(({ section }) => section);
}

const NOT_INCLUDED =
  'Reports other people filed about you are not included: the privacy policy keeps them, and who filed them, ' +
  'private for the safety of the people who report. Other people appear only by the display name the app shows you.';

export interface DataExportDeps {
  repo: DataExportRepo;
  /** Every feature's sections (registered with the features: platform/feature/export-section.ts). */
  sections: Pick<ExportSections, 'list'>;
  storage: Storage;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The server's limiters (shared between servers with REDIS_URL); in memory when not given. */
  limiters?: LimiterFactory;
}

/** The document's keys read as the wire's do (created_at, not createdAt); values are left as they are. */
function snakeCaseKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), inner]),
  );
}

interface Built {
  document: Record<string, unknown>;
  files: ZipMedia[];
}

export function createDataExportService({
  repo,
  sections,
  storage,
  log,
  now = () => new Date(),
  limiters = localLimiters,
}: DataExportDeps) {
  const running = new Set<string>();
  const daily = limiters('data-export', EXPORT_LIMIT);

  async function build(userId: string, sessionId: string, format: ExportFormat): Promise<Built> {
    const ordered = inDocumentOrder(sections.list());
    const files: ZipMedia[] = [];
    const person: ExportPerson = {
      userId,
      sessionId,
      file: (path, key, mtime) => {
        files.push({ path, key, mtime });
        return path;
      },
    };
    // The account's section comes first and refuses a session outliving its account (nobody to export).
    const parts = await repo.snapshot(async (tx) => {
      const read: [string, unknown][] = [];
      for (const section of ordered) read.push([section.key, await section.read(tx, person)]);
      return read;
    });
    const document = {
      about: {
        generated_at: now().toISOString(),
        format,
        times: 'All times are UTC (ISO 8601).',
        files:
          format === 'zip'
            ? 'Each "file" is the path of that file in this zip; "missing_files", if present, lists files storage no longer had.'
            : 'Each "file" is where that file is in the zip download (format=zip); this JSON download holds none.',
        sections: Object.fromEntries(ordered.map((section) => [section.key, section.about])),
        not_included: NOT_INCLUDED,
      },
      ...Object.fromEntries(parts),
    };
    return { document, files };
  }

  function json(document: Record<string, unknown>): Buffer {
    return Buffer.from(`${JSON.stringify(document, snakeCaseKeys, 2)}\n`);
  }

  return {
    /** The caller's data as a download; refused while another of theirs is being made, or past the daily cap. */
    async export(
      viewer: { userId: string; sessionId: string; verified: boolean },
      format: ExportFormat,
    ): Promise<Download> {
      const { userId } = viewer;
      // Anyone may register any address; until it is proven, the account is not that address's owner.
      if (!viewer.verified) throw new AppError('FORBIDDEN', EXPORT_TEXT.unverified);
      if (running.has(userId)) throw new AppError('TOO_MANY', EXPORT_TEXT.running, 10);
      // Marked as running before the (awaited) daily count, so two requests at once cannot both start.
      running.add(userId);
      const release = () => running.delete(userId);
      await daily.consume(`export:${userId}`, EXPORT_TEXT.tooMany).catch((err: unknown) => {
        release();
        throw err;
      });
      const day = now().toISOString().slice(0, 10);
      try {
        const { document, files } = await build(userId, viewer.sessionId, format);
        if (format === 'json') {
          release();
          return download({
            filename: `rookery-data-${day}.json`,
            contentType: 'application/json; charset=utf-8',
            body: json(document),
          });
        }
        const zip = streamExportZip({
          storage,
          files,
          dataJson: (missing) =>
            json(missing.length > 0 ? { ...document, missing_files: missing } : document),
          onError: (err) => log.error({ err, userId }, 'data export zip failed'),
        });
        // The person may ask again once this download has finished, failed or been abandoned.
        void zip.done.then(release);
        return download({
          filename: `rookery-data-${day}.zip`,
          contentType: 'application/zip',
          body: zip.stream,
        });
      } catch (err) {
        release();
        throw err;
      }
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
