// Voice recordings (RULES.md "Screens and routes", "Validation"): each with its prompt, a player and delete behind a
// Yes/No question; 'Add a Voice Recording' only while there are fewer than two.

import { downloadUrl } from '@rookery/shared/api/files.ts';
import type { VoicePrompt, VoiceRecording } from '@rookery/shared/api/media.actions.ts';
import { LIMITS } from '@rookery/shared/limits.ts';
import { Mic, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { VoicePlayer } from '../../components/voice-player.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useDeleteRecording } from './api/voice.ts';
import { canAddRecording } from './media-hub-logic.ts';
import { MediaSection } from './media-section.tsx';

interface VoiceRecordingsSectionProps {
  recordings: VoiceRecording[];
  /** To show a prompt's words when the server stored its value. */
  prompts: VoicePrompt[] | undefined;
}

export function VoiceRecordingsSection({ recordings, prompts }: VoiceRecordingsSectionProps) {
  const [doomed, setDoomed] = useState<VoiceRecording | null>(null);
  const remove = useDeleteRecording();
  const promptText = (value: string) => prompts?.find((prompt) => prompt.value === value)?.label ?? value;

  return (
    <MediaSection
      title="Voice recordings"
      count={`${recordings.length} of ${LIMITS.voiceRecordings}`}
      hint="Answer a prompt in your own voice. Your matches can listen to it."
    >
      {recordings.length === 0 ? (
        <p className="rounded-2xl bg-pebble-50 px-4 py-3 text-sm leading-relaxed text-pebble-700">
          No recordings yet. A few words in your own voice say more than a photo.
        </p>
      ) : (
        <ul aria-label="Voice recordings" className="flex flex-col gap-3">
          {recordings.map((recording, index) => {
            const label = promptText(recording.prompt);
            return (
              <li
                key={recording.id}
                aria-label={`Recording ${index + 1}`}
                className="rounded-2xl bg-ocean-50 p-4 ring-1 ring-ocean-100 ring-inset"
              >
                <div className="flex items-start gap-3">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-coral-100 text-coral-700">
                    <Mic className="size-4.5" aria-hidden />
                  </span>
                  <p className="min-w-0 flex-1 pt-1.5 text-sm font-semibold leading-snug text-ocean-900">
                    {label}
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      remove.reset();
                      setDoomed(recording);
                    }}
                    aria-label={`Delete recording ${index + 1}`}
                    className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ocean-600 transition-colors hover:bg-white hover:text-coral-700 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
                  >
                    <Trash2 className="size-5" aria-hidden />
                  </button>
                </div>
                <VoicePlayer
                  src={downloadUrl({ type: 'VoiceRecording', file: recording.filename })}
                  label={label}
                  className="mt-3"
                />
              </li>
            );
          })}
        </ul>
      )}
      {canAddRecording(recordings.length) ? (
        <Link
          to="/app/audio"
          className={buttonClass(
            'outline',
            'lg',
            'mt-4 w-full focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none',
          )}
        >
          <Mic className="size-5" aria-hidden />
          Add a Voice Recording
        </Link>
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this recording?"
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : undefined}
        onYes={() => doomed && remove.mutate(doomed.filename, { onSuccess: () => setDoomed(null) })}
        onNo={() => setDoomed(null)}
      >
        It will be removed from your profile for good.
      </ConfirmDialog>
    </MediaSection>
  );
}
