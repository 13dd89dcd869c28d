// Private photos and voice recordings (RULES.md "Reads and writes", "Files"). The files themselves go through the
// multipart routes `POST /uploadprofileimage` and `POST /uploadvrfile` and come back from `GET /download`.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();
const fileName = z.string({ error: 'A file name is needed' }).trim().min(1, 'A file name is needed').max(200);

export interface PrivatePhoto {
  id: string;
  filename: string;
  /** 1 when this photo is the one shown first to full matches. */
  profile: 0 | 1;
}

export interface VoiceRecording {
  id: string;
  prompt: string;
  filename: string;
}

export interface VoicePrompt {
  value: string;
  label: string;
  index: number;
}

const ZPrivatePhoto = z.object({
  id: z.string(),
  filename: z.string(),
  profile: z.literal([0, 1]),
}) satisfies z.ZodType<PrivatePhoto>;
const ZVoiceRecording = z.object({
  id: z.string(),
  prompt: z.string(),
  filename: z.string(),
}) satisfies z.ZodType<VoiceRecording>;
const ZVoicePrompt = z.object({
  value: z.string(),
  label: z.string(),
  index: z.number().int(),
}) satisfies z.ZodType<VoicePrompt>;

const ZUploadNames = z.object({ images: z.array(z.object({ filename: fileName })).max(3) });
const ZPhotoId = z.object({ id: z.string().trim().min(1, 'Choose a photo').max(100) });
const ZFileName = z.object({ filename: fileName });
const ZVrData = z.object({
  vrdata: z.object({
    filename: fileName,
    prompt: z.string({ error: 'Choose a prompt' }).trim().min(1, 'Choose a prompt').max(200),
  }),
});

export const MEDIA_ACTIONS = {
  profileimages: defineAction<typeof NoInput, { images: PrivatePhoto[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ images: z.array(ZPrivatePhoto) }),
  }),
  /** Kept for the mobile app: names registered before an upload; the server names files itself. */
  uploadprofileimages: defineAction<typeof ZUploadNames, object>({
    method: 'POST',
    gate: 'member',
    input: ZUploadNames,
    outputSchema: z.object({}),
  }),
  setuserprofileimage: defineAction<typeof ZPhotoId, object>({
    method: 'POST',
    gate: 'member',
    input: ZPhotoId,
    outputSchema: z.object({}),
  }),
  deluserimage: defineAction<typeof ZFileName, object>({
    method: 'POST',
    gate: 'member',
    input: ZFileName,
    outputSchema: z.object({}),
  }),

  voicerecordings: defineAction<typeof NoInput, { vr: VoiceRecording[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ vr: z.array(ZVoiceRecording) }),
  }),
  vrprompts: defineAction<typeof NoInput, { prompts: VoicePrompt[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ prompts: z.array(ZVoicePrompt) }),
  }),
  uploadvrdata: defineAction<typeof ZVrData, object>({
    method: 'POST',
    gate: 'member',
    input: ZVrData,
    outputSchema: z.object({}),
  }),
  delvr: defineAction<typeof ZFileName, object>({
    method: 'POST',
    gate: 'member',
    input: ZFileName,
    outputSchema: z.object({}),
  }),
};
