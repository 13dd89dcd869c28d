// /app/profile2, the media hub (RULES.md "Screens and routes", "States and transitions", "Validation"): the public AI
// image, voice recordings and private photos, each loading and failing on its own so one slow part does not hide the
// others. Back returns to the profile editor; Submit asks for a public image, then a private photo, and goes on to
// /app (after the face check's offer).
import type { UseQueryResult } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { usePrivatePhotos, usePublicImage } from './api/media.ts';
import { useVoicePrompts, useVoiceRecordings } from './api/voice.ts';
import { submitProblem } from './media-hub-logic.ts';
import { MediaSection } from './media-section.tsx';
import { PrivatePhotosSection } from './private-photos-section.tsx';
import { PublicImageCard } from './public-image-card.tsx';
import { VoiceRecordingsSection } from './voice-recordings-section.tsx';

/** A section's content once loaded; a placeholder of the same size while loading; the error with a retry. */
function Loaded<T>({
  query,
  title,
  placeholder,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  placeholder: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return children(query.data);
  return (
    <MediaSection title={title}>
      {query.isError ? (
        <InlineAlert
          action={
            <button
              type="button"
              onClick={() => query.refetch()}
              className="font-semibold underline decoration-2 underline-offset-4"
            >
              Try again
            </button>
          }
        >
          {messageOf(query.error)}
        </InlineAlert>
      ) : (
        <div aria-hidden className={`animate-pulse rounded-3xl bg-ocean-50 ${placeholder}`} />
      )}
    </MediaSection>
  );
}

/** What the hub hands a part shown after Submit (the face check's offer, from app-routes.tsx). */
export interface AfterSubmitProps {
  /** Submit was pressed and nothing is missing. */
  submitted: boolean;
  /** Goes on to /app, as Submit does without such a part. */
  onContinue: () => void;
}

export function MediaHubScreen({
  afterSubmit: AfterSubmit,
}: {
  afterSubmit?: ComponentType<AfterSubmitProps>;
} = {}) {
  const navigate = useNavigate();
  const publicImage = usePublicImage();
  const photos = usePrivatePhotos();
  const recordings = useVoiceRecordings();
  const prompts = useVoicePrompts();
  // Once Submit was pressed, the message follows the data, so it goes away when the gap is filled.
  const [asked, setAsked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const loading = publicImage.isPending || photos.isPending || recordings.isPending;
  const ready = publicImage.isSuccess && photos.isSuccess;

  const problem = ready ? submitProblem(publicImage.data !== null, photos.data.length) : null;

  function submit() {
    if (!ready) return;
    setAsked(true);
    if (problem) return;
    if (AfterSubmit) setSubmitted(true);
    else navigate('/app');
  }

  return (
    <AppScreen
      title="Your photos and voice"
      back="/app/profile1?from=profile2"
      art={
        <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-ice-100 text-ice-700">
          <Images className="size-7" aria-hidden />
        </span>
      }
      intro="Your AI image is what people see first. Your voice and private photos come later, when you're ready."
      wide
    >
      {/* At 1024 px and up the image and the voice beside the private photos. */}
      <div
        className="flex flex-col gap-7 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-10"
        aria-busy={loading || undefined}
      >
        <div className="flex flex-col gap-7">
          <Loaded query={publicImage} title="Public image" placeholder="h-28">
            {(image) => <PublicImageCard image={image} />}
          </Loaded>
          <Loaded query={recordings} title="Voice recordings" placeholder="h-24">
            {(list) => <VoiceRecordingsSection recordings={list} prompts={prompts.data} />}
          </Loaded>
        </div>
        {/* First in its own wrapper: the divider above it is drawn here, on the phone only. */}
        <div className="flex flex-col gap-7 border-t border-ocean-100 pt-6 lg:border-t-0 lg:pt-0">
          <Loaded query={photos} title="Private photos" placeholder="h-56">
            {(list) => <PrivatePhotosSection photos={list} />}
          </Loaded>
        </div>
      </div>

      <div className="mt-auto flex flex-col gap-4 pt-8 lg:ml-auto lg:w-80">
        {asked && problem ? (
          <InlineAlert>
            <strong>{problem.title}:</strong> {problem.text}
          </InlineAlert>
        ) : null}
        <AppButton onClick={submit} disabled={!ready}>
          Submit
        </AppButton>
      </div>
      {AfterSubmit ? (
        <Suspense fallback={null}>
          <AfterSubmit submitted={submitted} onContinue={() => navigate('/app')} />
        </Suspense>
      ) : null}
    </AppScreen>
  );
}
