// /app/audio (RULES.md "Screens and routes", "States and transitions"): a prompt (the first by default), the
// record/stop control with its status, pause and resume, a preview player, and Submit once a recording exists:
// uploadvrdata first, and only when that succeeds the WAV to /uploadvrfile (RULES.md "Errors"); then /app/profile2.

import { LIMITS } from '@rookery/shared/limits.ts';
import { Mic } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { VoicePlayer } from '../../components/voice-player.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useUploadRecording, useVoicePrompts, useVoiceRecordings } from '../media/api/voice.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { RecorderControls } from './recorder-controls.tsx';
import { useVoiceRecorder } from './use-voice-recorder.ts';

export function VoiceRecorderScreen() {
  const navigate = useNavigate();
  const promptId = useId();
  const prompts = useVoicePrompts();
  const recordings = useVoiceRecordings();
  const [chosen, setChosen] = useState<string | null>(null);
  const prompt = chosen ?? prompts.data?.[0]?.value ?? '';
  const recorder = useVoiceRecorder();
  const { recording, status } = recorder.state;
  const { upload: submit, progress } = useUploadRecording();

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
          {messageOf(prompts.error)}
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
            onClick={() =>
              submit.mutate({ blob: recording.blob, prompt }, { onSuccess: () => navigate('/app/profile2') })
            }
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
