// "Download my data" (RULES.md "Safety and moderation", RULES.md "Reads and writes" `exportdata`): everything held
// about the caller as one JSON document, alone or in a zip with their media. One export at a time per person and a
// daily cap, because a zip reads every file they have from storage.
import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type Download, download } from '../../platform/http/download.ts';
import { type LimiterFactory, localLimiters } from '../../platform/http/rate-limiter.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import { NAME_PATTERN } from '../media/media.public.ts';
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

/** In place of the name of someone the person may no longer see (a former match, someone hidden either way). */
const FORMER_MATCH = 'a former match';

/** What data.json's header says about each section, in the order they appear. */
const SECTIONS = {
  account:
    'Your account: email, name, where the sign-in comes from, status, pebble balance, created, last active.',
  sign_in_methods:
    'Google or Facebook accounts linked to yours, and whether you have a password (never the password itself).',
  sessions:
    'Devices signed in: when, until when, last active (to 5 minutes), the browser and the name Settings shows for it. "current" is the one that asked for this download.',
  push_notifications:
    'Browsers that get our web push notifications: the push service, whether it is this session, when it was turned on and last used.',
  emailed_codes:
    'The codes we emailed you (verification, password reset, email change): to where and when, not the codes.',
  location:
    'Your last position as your device reported it (exact: only you ever see it) and the places it is in.',
  profile: 'Your profile as you wrote it.',
  settings:
    'Your settings (distance in km) and preferences (online marker, message sound, push per type); null means you kept the defaults.',
  flips: "The deck's flips: used in the current period and bought.",
  ai_images: 'Your AI images and the descriptions they were made from.',
  private_photos: 'Your private photos.',
  voice_recordings: 'Your voice recordings and the prompts they answer.',
  pebble_ledger: 'Every change of your pebble balance and why.',
  decisions:
    'Your answers to cards in the deck (accept, decline, chill), with the display name the card showed.',
  matches:
    "Your matches: the chat room's id, the other person's display name, full match or not, when it began and ended.",
  messages_sent:
    'The chat messages you sent, by room. Messages other people sent you are theirs and are not included.',
  read_positions: 'How far you have read in each chat room: the newest message you read, and when.',
  dates: 'Dates you requested or were asked to.',
  trusted_contact: 'The trusted contact you named for dates (name, email, phone).',
  date_checkins:
    'Dates you shared with your trusted contact: when, when you checked in, and whether they were alerted. Kept until a day after each date.',
  date_alerts:
    'The mails we sent your trusted contact about those dates (shared, help, missed check-in): when queued and sent. Kept three days after.',
  face_check:
    'Your face check: its state, the consent you gave (its text and time), and whether an encrypted face descriptor is kept. No picture of the check is kept.',
  notifications: 'Notifications we showed you, also the ones you deleted.',
  reports_filed: 'Reports you filed about other people.',
  moderation: "Moderators' actions about your account (warnings, mutes, suspensions, bans, lifts).",
  submissions:
    'Messages you sent us from the app (feedback), or from the website forms while signed in to this account.',
} as const;

const NOT_INCLUDED =
  'Reports other people filed about you are not included: the privacy policy keeps them, and who filed them, ' +
  'private for the safety of the people who report. Other people appear only by the display name the app shows you.';

export interface DataExportDeps {
  repo: DataExportRepo;
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
  storage,
  log,
  now = () => new Date(),
  limiters = localLimiters,
}: DataExportDeps) {
  const running = new Set<string>();
  const daily = limiters('data-export', EXPORT_LIMIT);

  async function build(userId: string, sessionId: string, format: ExportFormat): Promise<Built> {
    const rows = await repo.snapshot(async (read) => {
      const account = await read.account(userId);
      // A session outliving its account: there is nobody to export.
      if (!account) throw new AppError('UNAUTHORIZED');
      return {
        account,
        identities: await read.identities(userId),
        sessions: await read.sessions(userId, sessionId),
        pushes: await read.pushSubscriptions(userId, sessionId),
        codes: await read.codes(userId),
        location: await read.location(userId),
        profile: await read.profile(userId),
        settings: await read.settings(userId),
        flips: await read.flips(userId),
        aiImages: await read.aiImages(userId),
        photos: await read.privatePhotos(userId),
        recordings: await read.voiceRecordings(userId),
        ledger: await read.ledger(userId),
        decisions: await read.decisions(userId),
        matches: await read.matches(userId),
        messages: await read.sentMessages(userId),
        dates: await read.dates(userId),
        trustedContact: await read.trustedContact(userId),
        dateCheckins: await read.dateCheckins(userId),
        dateAlerts: await read.dateAlerts(userId),
        readPositions: await read.readPositions(userId),
        faceCheck: await read.faceCheck(userId),
        notifications: await read.notifications(userId),
        reportsFiled: await read.reportsFiled(userId),
        moderation: await read.moderation(userId),
        submissions: await read.submissions(userId),
      };
    });
    const { account, identities, sessions, codes, location, profile, settings, flips } = rows;
    const { aiImages, photos, recordings, ledger, decisions, matches, messages, dates } = rows;
    const { notifications, reportsFiled, moderation, submissions, pushes } = rows;
    const { trustedContact, dateCheckins, dateAlerts, faceCheck, readPositions } = rows;

    const files: ZipMedia[] = [];
    /** Lists a stored file for the zip and answers its path there. */
    const file = (path: string, key: string, mtime: Date): string => {
      files.push({ path, key, mtime });
      return path;
    };
    const { hasPassword, ...accountFields } = account;
    const document = {
      about: {
        generated_at: now().toISOString(),
        format,
        times: 'All times are UTC (ISO 8601).',
        files:
          format === 'zip'
            ? 'Each "file" is the path of that file in this zip; "missing_files", if present, lists files storage no longer had.'
            : 'Each "file" is where that file is in the zip download (format=zip); this JSON download holds none.',
        sections: SECTIONS,
        not_included: NOT_INCLUDED,
      },
      account: accountFields,
      sign_in_methods: {
        password: hasPassword,
        linked_accounts: identities,
      },
      sessions,
      push_notifications: pushes.map(({ endpoint, ...push }) => ({
        service: new URL(endpoint).host,
        ...push,
      })),
      emailed_codes: codes,
      location,
      profile,
      settings,
      flips,
      ai_images: aiImages.map(({ storageKey, ...image }) => ({
        ...image,
        file: file(`media/ai/${image.id}.png`, storageKey, image.createdAt),
      })),
      private_photos: photos.map(({ storageKey, ...photo }) => ({
        ...photo,
        file: NAME_PATTERN.photo.test(photo.filename)
          ? file(
              `media/photos/${photo.filename}`,
              storageKey ?? storageKeys.privatePhoto(userId, photo.filename),
              photo.createdAt,
            )
          : null,
      })),
      voice_recordings: recordings.map((recording) => ({
        ...recording,
        // A recording whose file never arrived has only its row.
        file:
          recording.uploadedAt && NAME_PATTERN.voice.test(recording.filename)
            ? file(
                `media/voice/${recording.filename}`,
                storageKeys.voiceRecording(userId, recording.filename),
                recording.uploadedAt,
              )
            : null,
      })),
      pebble_ledger: ledger,
      decisions,
      matches: matches.map(({ otherDeleted, partnerName, ...match }) => ({
        ...match,
        // A former match (ended, or either has hidden the other) is not named: RULES.md "Who may see what", never
        // shown again.
        partnerDisplayName: otherDeleted ? DELETED_USER_NAME : (partnerName ?? FORMER_MATCH),
      })),
      messages_sent: messages.map((message) => ({
        ...message,
        // Chat images and gifts: the text is the file's name in the room's storage.
        ...(message.type === 'image' && NAME_PATTERN.chatImage.test(message.chattext)
          ? {
              file: file(
                `media/chat/${message.chattext}`,
                storageKeys.chatImage(message.roomId, message.chattext),
                message.createdAt,
              ),
            }
          : {}),
      })),
      read_positions: readPositions,
      dates,
      trusted_contact: trustedContact[0] ?? null,
      date_checkins: dateCheckins,
      date_alerts: dateAlerts,
      face_check: faceCheck[0] ?? null,
      notifications,
      reports_filed: reportsFiled,
      moderation,
      submissions,
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
