// /app/audio (RULES.md "Screens and routes", "States and transitions"): a prompt (the first by default), the
// record/stop control with its status, pause and resume, a preview player, and Submit once a recording exists:
// uploadvrdata first, and only when that succeeds the WAV to /uploadvrfile (RULES.md "Errors"); then /app/profile2.

import { FILE_ROUTES } from '@rookery/shared/api/files.ts';
import { LIMITS } from '@rookery/shared/limits.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { VoicePlayer } from '../../components/voice-player.tsx';
import { messageOf } from '../../lib/api-error.ts';
import { uploadForm } from '../../lib/upload-client.ts';
import { useVoicePrompts, useVoiceRecordings } from '../media/api/media.ts';
import { mediaKeys } from '../media/api/media-keys.ts';
import { saveRecordingData } from '../media/api/recording-calls.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { RecorderControls } from './recorder-controls.tsx';
import { useVoiceRecorder } from './use-voice-recorder.ts';

/** A random unique file name (RULES.md "Entities"); randomUUID needs a secure context. */
function wavName(): string {
  if (typeof crypto.randomUUID === 'function') return `${crypto.randomUUID()}.wav`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}.wav`;
}

export function VoiceRecorderScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const promptId = useId();
  const prompts = useVoicePrompts();
  const recordings = useVoiceRecordings();
  const [chosen, setChosen] = useState<string | null>(null);
  const prompt = chosen ?? prompts.data?.[0]?.value ?? '';
  const recorder = useVoiceRecorder();
  const { recording, status } = recorder.state;
  const [progress, setProgress] = useState(0);

  const submit = useMutation({
    mutationFn: async (blob: Blob) => {
      const filename = wavName();
      setProgress(0);
      // The metadata call first: when it fails nothing is uploaded and the screen stays (RULES.md "Errors").
      await saveRecordingData(filename, prompt);
      const form = new FormData();
      form.append('filename', filename);
      form.append('file', blob, filename);
      await uploadForm(FILE_ROUTES.uploadVoiceRecording, form, { onProgress: setProgress });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaKeys.recordings });
      navigate('/app/profile2');
    },
  });

  const full = (recordings.data?.length ?? 0) >= LIMITS.voiceRecordings;
  const busy =
    status === 'acquiring_media' || status === 'recording' || status === 'paused' || status === 'stopping';

  return (
    <AppScreen
      title="Voice Recording"
      back={{ history: true, fallback: '/app/profile2' }}
      art={
        <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-coral-100 text-coral-700">
          <Mic className="size-7" aria-hidden />
        </span>
      }
      intro="Pick a question and answer it in your own voice. Matches hear how you say it, not just what you say."
    >
      <div>
        <label htmlFor={promptId} className="text-sm font-semibold text-ocean-800">
          Prompt
        </label>
        <select
          id={promptId}
          value={prompt}
          onChange={(event) => setChosen(event.target.value)}
          disabled={!prompts.data || busy || submit.isPending}
          className="mt-1.5 h-12 w-full rounded-xl border border-ocean-200 bg-white px-3 text-base text-ocean-950 transition-colors hover:border-ocean-300 focus:border-ice-500 focus:ring-4 focus:ring-ice-100 focus:outline-none disabled:bg-ocean-50 disabled:text-ocean-500"
        >
          {prompts.data ? null : (
            <option value="">{prompts.isError ? 'Prompts unavailable' : 'Loading prompts…'}</option>
          )}
          {prompts.data?.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      {prompts.isError ? (
        <InlineAlert
          className="mt-4"
          action={
            <button
              type="button"
              onClick={() => prompts.refetch()}
              className="font-semibold underline decoration-2 underline-offset-4"
            >
              Try again
            </button>
          }
        >
          {messageOf(prompts.error, "We couldn't load the prompts.")}
        </InlineAlert>
      ) : null}
      {full ? (
        <InlineAlert className="mt-4">
          You already have {LIMITS.voiceRecordings} voice recordings. Delete one on your media page to add
          another.
        </InlineAlert>
      ) : null}

      <RecorderControls
        recorder={recorder}
        question={prompts.data?.find((item) => item.value === prompt)?.label ?? ''}
        disabled={submit.isPending || full}
      />

      {recording ? (
        <div className="mt-6">
          <p className="text-sm font-semibold text-ocean-800" id={`${promptId}-preview`}>
            Listen back
          </p>
          <VoicePlayer
            src={recording.url}
            blob={recording.blob}
            label="Listen back"
            className="mt-2"
            testId="recording-preview"
          />
        </div>
      ) : null}

      {submit.isError ? <InlineAlert className="mt-6">{messageOf(submit.error)}</InlineAlert> : null}

      <div className="mt-auto flex flex-col gap-3 pt-8">
        {submit.isPending ? <UploadProgress fraction={progress} label="Uploading your recording" /> : null}
        {recording && status === 'stopped' ? (
          <AppButton
            onClick={() => submit.mutate(recording.blob)}
            pending={submit.isPending || submit.isSuccess}
            pendingLabel="Saving…"
            disabled={!prompt || full}
          >
            Submit
          </AppButton>
        ) : null}
      </div>
    </AppScreen>
  );
}
