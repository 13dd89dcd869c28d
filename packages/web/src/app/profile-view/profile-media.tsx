// The full view's private photos (a swipeable row, each its signed /download link) and the voice recordings
// players (matches may listen; RULES.md "Who may see what").

import type { ProfileViewPhoto, ProfileViewRecording } from '@rookery/shared/api/deck.actions.ts';
import { downloadUrl } from '@rookery/shared/api/files.ts';
import { Mic } from 'lucide-react';
import { VoicePlayer } from '../../components/voice-player.tsx';

export function PrivatePhotos({ photos, name }: { photos: ProfileViewPhoto[]; name: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label="Private photos">
      <h2 className="text-lg font-bold text-ocean-950">Photos</h2>
      <ul
        aria-label={`${name}'s private photos`}
        className="-mx-6 mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-6 pb-2 sm:-mx-9 sm:px-9"
      >
        {photos.map((photo, index) => (
          <li key={photo.id} className="w-[78%] shrink-0 snap-center sm:w-[70%]">
            <img
              src={photo.url || downloadUrl({ type: 'ProfileImage', file: photo.filename })}
              alt={`${name}, ${index + 1} of ${photos.length}`}
              loading="lazy"
              className="aspect-square w-full rounded-3xl bg-ocean-100 object-cover shadow-card"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VoiceRecordings({
  recordings,
  isOwn,
}: {
  recordings: ProfileViewRecording[];
  isOwn: boolean;
}) {
  if (recordings.length === 0) return null;
  return (
    <section aria-label="Voice recordings">
      <h2 className="text-lg font-bold text-ocean-950">
        {isOwn ? 'In your own voice' : 'In their own voice'}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {recordings.map((recording) => (
          <li key={recording.id} className="rounded-3xl bg-pebble-50 p-4 ring-1 ring-pebble-200">
            <p className="flex items-start gap-2 font-semibold text-ocean-900">
              <Mic className="mt-0.5 size-4 shrink-0 text-coral-600" aria-hidden />
              {recording.prompt}
            </p>
            <VoicePlayer
              src={downloadUrl({ type: 'VoiceRecording', file: recording.filename })}
              label={`Voice recording: ${recording.prompt}`}
              className="mt-3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
