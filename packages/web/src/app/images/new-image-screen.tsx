// /app/newimage?from=&from2= (RULES.md "Screens and routes", "Validation", "Reads and writes"): describe an image,
// choose a style, and watch the background job paint it; then make it the public image or try another. The first
// image is free, then one pebble each; short of a pebble, a modal explains how to get one.
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { usePebbles } from '../pebbles/api/pebbles.ts';
import { pebblesKeys } from '../pebbles/api/pebbles-keys.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { isFinished, useGenerateImage, useImageJob, useImagesPage } from './api/images.ts';
import { imagesKeys } from './api/images-keys.ts';
import { GeneratedResult } from './generated-result.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { type ImageDraft, loadDraft, saveDraft, ZImageDraft } from './image-draft.ts';
import { afterSelecting, backFromChild, collectionFromChild, originOf } from './image-routes.ts';
import { NewImageForm } from './new-image-form.tsx';
import { OutOfPebblesDialog } from './out-of-pebbles-dialog.tsx';

interface StartedJob {
  jobid: string;
  /** Whether a pebble was taken for it, so a failure can say it came back. */
  charged: boolean;
}

export function NewImageScreen() {
  const [search] = useSearchParams();
  const origin = originOf(search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof ZImageDraft, ImageDraft>(ZImageDraft, { defaultValues: loadDraft() });
  const draft = form.watch();
  const { errors: fieldErrors, isSubmitted } = form.formState;
  const errors = { description: fieldErrors.description?.message, style: fieldErrors.style?.message };
  const [started, setStarted] = useState<StartedJob | null>(null);
  const [outOfPebbles, setOutOfPebbles] = useState(false);

  const pebbles = usePebbles();
  const collection = useImagesPage(0);
  const job = useImageJob(started?.jobid ?? null);
  // The server's word (past jobs, not images held): deleting every image does not make the next one free.
  const firstIsFree = collection.data ? collection.data.free : null;
  const balance = pebbles.data ?? null;

  const generate = useGenerateImage();

  const status = job.data?.status;
  useEffect(() => {
    // A new image changes the collection (and whether the next one is free); a failure refunds the pebble.
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: imagesKeys.all });
    if (status === 'failed') void queryClient.invalidateQueries({ queryKey: pebblesKeys.balance });
  }, [status, queryClient]);

  /** The draft survives a trip to the store for a pebble; after a first try each change is checked again. */
  const changeDraft = (next: ImageDraft) => {
    saveDraft(next);
    form.setValue('description', next.description, { shouldValidate: isSubmitted });
    form.setValue('style', next.style, { shouldValidate: isSubmitted });
    form.setValue('prompt', next.prompt);
  };

  const onGenerate = form.handleSubmit((request) => {
    if (firstIsFree === false && balance === 0) {
      setOutOfPebbles(true);
      return;
    }
    setStarted(null);
    generate.mutate(request, {
      onSuccess: (answer) => {
        setStarted({ jobid: answer.jobid, charged: balance !== null && answer.pebbles < balance });
        saveDraft(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) setOutOfPebbles(true);
        // The server's own check of the words (a restricted word) belongs under the field, like ours.
        else if (error instanceof ApiError && error.status === 400)
          form.setError('description', { message: messageOf(error) });
      },
    });
  });

  const startAgain = () => {
    setStarted(null);
    generate.reset();
    window.scrollTo({ top: 0 });
  };

  const working = started !== null && !isFinished(job.data) && !job.isError;
  const doneImage = status === 'done' ? job.data?.imageid : undefined;

  let problem: string | null = null;
  if (started && status === 'failed') {
    const refund = started.charged ? 'Your pebble has been refunded.' : 'It did not cost you anything.';
    problem = `${job.data?.error ?? 'The image could not be made.'} ${refund}`;
  } else if (started && job.isError) {
    problem = messageOf(job.error);
  } else if (
    generate.isError &&
    !(generate.error instanceof ApiError && [400, 401, 402].includes(generate.error.status))
  ) {
    problem = messageOf(generate.error);
  }

  return (
    <AppScreen
      title="New Image"
      heading={doneImage ? 'Here it is!' : working ? 'Hold tight' : 'Create your AI image'}
      back={backFromChild(origin)}
      art={
        doneImage || working ? null : (
          <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-coral-100 text-coral-600">
            <Sparkles className="size-7" aria-hidden />
          </span>
        )
      }
      intro={
        doneImage || working
          ? null
          : 'Your AI image is the first thing people see: a picture of your story rather than your face.'
      }
    >
      {doneImage ? (
        <GeneratedResult
          imageid={doneImage}
          description={draft.description.trim()}
          collection={collectionFromChild(origin)}
          onSelected={() => {
            const next = afterSelecting(origin);
            if (next) navigate(next);
          }}
          onAnother={startAgain}
        />
      ) : working ? (
        <GenerationProgress
          status={job.data?.status ?? 'starting'}
          progress={job.data?.progress ?? 0}
          description={draft.description.trim()}
        />
      ) : (
        <NewImageForm
          draft={draft}
          onDraft={changeDraft}
          errors={errors}
          problem={problem}
          pebbles={balance}
          firstIsFree={firstIsFree}
          pending={generate.isPending}
          onGenerate={() => void onGenerate()}
        />
      )}
      <OutOfPebblesDialog open={outOfPebbles} onClose={() => setOutOfPebbles(false)} />
    </AppScreen>
  );
}
