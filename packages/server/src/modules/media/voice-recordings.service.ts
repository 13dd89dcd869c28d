// Voice recording rules (RULES.md "Validation", "Constants and limits", "Reads and writes", "Files"): at most two,
// each answering one of the prompts; the details come first (uploadvrdata), then the WAV from the same person under
// that name, checked by its bytes.

import type { VoicePrompt, VoiceRecording } from '@rookery/shared/api/media.actions.ts';
import { VOICE_PROMPTS } from '@rookery/shared/domain/prompts.ts';
import { LIMITS } from '@rookery/shared/limits.ts';
import { VOICE_TEXT } from '@rookery/shared/media-text.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type Storage, storageKeys } from '../../platform/storage/storage.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { NAME_PATTERN } from './media-names.ts';
import type { VoiceRecordingsRepo } from './voice-recordings.repo.ts';
import { canonicalWav } from './wav-header.ts';

/** A registered recording whose file has not come within this time no longer counts towards the limit. */
export const PENDING_RECORDING_MS = 60 * 60 * 1000;

const PROMPTS: VoicePrompt[] = VOICE_PROMPTS.map((label, index) => ({ value: label, label, index }));

export interface VoiceRecordingsDeps {
  repo: VoiceRecordingsRepo;
  storage: Storage;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Moderation's mute check: a muted person adds no recording (matches hear them). */
  assertMayAddMedia?: MuteCheck;
}

function checkName(filename: string): string {
  const name = filename.trim().toLowerCase();
  if (!NAME_PATTERN.voice.test(name)) throw new AppError('BAD_INPUT', VOICE_TEXT.badName);
  return name;
}

export function createVoiceRecordingsService({
  repo,
  storage,
  log,
  now = () => new Date(),
  assertMayAddMedia,
}: VoiceRecordingsDeps) {
  return {
    prompts: (): VoicePrompt[] => PROMPTS,

    async list(userId: string): Promise<VoiceRecording[]> {
      const rows = await repo.listUploaded(userId);
      return rows.map((row) => ({ id: row.id, prompt: row.prompt, filename: row.filename }));
    },

    async register(userId: string, data: { filename: string; prompt: string }): Promise<void> {
      await assertMayAddMedia?.(userId);
      const filename = checkName(data.filename);
      if (!PROMPTS.some((p) => p.value === data.prompt))
        throw new AppError('BAD_INPUT', VOICE_TEXT.badPrompt);
      const since = new Date(now().getTime() - PENDING_RECORDING_MS);
      const outcome = await repo.register(userId, filename, data.prompt, LIMITS.voiceRecordings, since);
      if (outcome === 'full') throw new AppError('BAD_INPUT', VOICE_TEXT.max);
      if (outcome === 'taken') throw new AppError('BAD_INPUT', VOICE_TEXT.taken);
    },

    async upload(userId: string, rawName: string | undefined, file: Buffer | null): Promise<void> {
      await assertMayAddMedia?.(userId);
      const filename = checkName(rawName ?? '');
      const row = await repo.byFilename(filename);
      if (!row) throw new AppError('BAD_INPUT', VOICE_TEXT.notAnnounced);
      if (row.userId !== userId) throw new AppError('FORBIDDEN');
      if (row.uploadedAt) throw new AppError('BAD_INPUT', VOICE_TEXT.alreadyUploaded);
      if (!file || file.length === 0) throw new AppError('BAD_INPUT', VOICE_TEXT.noFile);
      // Only the audio is kept: the file's other chunks may name the person, a place or a device.
      const { wav, info } = canonicalWav(file);
      const key = storageKeys.voiceRecording(userId, filename);
      await storage.put(key, wav, 'audio/wav');
      let done: boolean;
      try {
        done = await repo.markUploaded(userId, row.id, info.durationMs, LIMITS.voiceRecordings);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      if (!done) {
        // A parallel upload of the same name won: the file under the key is its (equally checked) WAV, so it stays.
        if ((await repo.byFilename(filename))?.uploadedAt) {
          throw new AppError('BAD_INPUT', VOICE_TEXT.alreadyUploaded);
        }
        await storage.delete(key);
        throw new AppError('BAD_INPUT', VOICE_TEXT.max);
      }
    },

    async remove(userId: string, rawName: string): Promise<void> {
      const row = await repo.byFilename(rawName.trim().toLowerCase());
      if (!row) throw new AppError('NOT_FOUND');
      if (row.userId !== userId) throw new AppError('FORBIDDEN');
      await repo.remove(userId, row.id);
      await storage.delete(storageKeys.voiceRecording(userId, row.filename)).catch((error: unknown) => {
        log.error({ err: error, filename: row.filename }, 'voice recording file not deleted');
      });
    },
  };
}

export type VoiceRecordingsService = ReturnType<typeof createVoiceRecordingsService>;
