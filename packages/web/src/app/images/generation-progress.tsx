// The wait while the illustrator works: a determinate progress bar fed by the job's progress, and words that
// say what is happening, announced politely.
import type { ImageJobStatus } from '@rookery/shared/api/images.actions.ts';
import { Sparkles } from 'lucide-react';

interface GenerationProgressProps {
  status: ImageJobStatus | 'starting';
  progress: number;
  description: string;
}

function wordsFor(status: GenerationProgressProps['status'], progress: number): string {
  if (status === 'starting') return 'Sending your idea to the illustrator…';
  if (status === 'queued') return 'Waiting for a free easel…';
  if (progress < 40) return 'Sketching your scene…';
  if (progress < 80) return 'Adding colour…';
  return 'Finishing touches…';
}

export function GenerationProgress({ status, progress, description }: GenerationProgressProps) {
  return (
    <section aria-labelledby="generating-heading" className="flex flex-1 flex-col items-center text-center">
      <div className="relative grid aspect-square w-full max-w-xs place-items-center overflow-hidden rounded-[1.75rem] bg-ocean-950">
        <div className="absolute inset-0 bg-[radial-gradient(16rem_12rem_at_50%_110%,rgb(255_122_89/0.35),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(10rem_8rem_at_30%_20%,rgb(108_187_228/0.3),transparent_70%)] motion-safe:animate-pulse" />
        <Sparkles className="relative size-12 text-ice-200 motion-safe:animate-pulse" aria-hidden />
      </div>
      <h2 id="generating-heading" className="mt-6 text-lg font-bold text-ocean-950">
        Creating your image
      </h2>
      <p className="mt-1 min-h-6 text-ocean-600" aria-live="polite">
        {wordsFor(status, progress)}
      </p>
      <div
        role="progressbar"
        aria-label="Image progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className="mt-4 h-2.5 w-full max-w-xs overflow-hidden rounded-full bg-ocean-100"
      >
        <div
          className="h-full rounded-full bg-coral-400 transition-[width] duration-500 ease-out"
          style={{ width: `${Math.max(progress, 4)}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-semibold tabular-nums text-ocean-700">{progress}%</p>
      <p className="mt-5 line-clamp-3 max-w-xs text-sm text-ocean-500 italic">“{description}”</p>
      <p className="mt-auto max-w-xs pt-8 text-xs leading-relaxed text-ocean-500">
        No need to wait here: once it is ready, it will be in your Image Collection.
      </p>
    </section>
  );
}
