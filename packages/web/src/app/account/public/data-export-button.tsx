// The 'Download my data' control of Settings and the Delete Account screen: one press fetches the zip with a
// progress bar (a share when the size is known, else a moving bar and the size so far), then saves it.
import { CircleCheck, Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { isUnauthorized, messageOf } from '../../../lib/api-client.ts';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { type ExportProgress, fractionOf, sizeText, useDataExport } from '../api/data-export.ts';

function ExportBar({ progress }: { progress: ExportProgress }) {
  const fraction = fractionOf(progress);
  const percent = fraction === null ? null : Math.round(fraction * 100);
  // Until the first bytes arrive the server is still putting the zip together.
  const preparing = progress.received === 0;
  const label = preparing ? 'Preparing your data' : 'Downloading your data';
  return (
    <div className="mt-3">
      <div className="flex justify-between gap-3 text-sm font-medium text-ocean-700">
        <span>{label}…</span>
        {preparing ? null : (
          <span className="tabular-nums">
            {sizeText(progress.received)}
            {percent === null ? '' : ` · ${percent}%`}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Download progress"
        aria-valuemin={percent === null ? undefined : 0}
        aria-valuemax={percent === null ? undefined : 100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={preparing ? 'Preparing' : `${sizeText(progress.received)} received`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ocean-100"
      >
        {percent === null ? (
          // Size unknown: a bar that moves, so the person sees it is still working.
          <div className="h-full w-2/5 rounded-full bg-coral-400 motion-safe:animate-progress" />
        ) : (
          <div
            className="h-full rounded-full bg-coral-400 transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}

export function DataExportButton({ description }: { description?: string }) {
  const navigate = useNavigate();
  const { download, progress } = useDataExport();
  const start = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onError: (error) => {
        if (isUnauthorized(error)) navigate('/app', { replace: true });
      },
    });
  };

  const busy = download.isPending;
  return (
    <div>
      <button
        type="button"
        onClick={start}
        disabled={busy}
        aria-busy={busy || undefined}
        className="flex w-full items-center gap-3 rounded-xl py-3 text-left font-semibold text-ocean-900 hover:text-ice-700 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none disabled:cursor-progress disabled:text-ocean-500"
      >
        <Download className="size-5 shrink-0 text-ice-700" aria-hidden />
        <span className="flex-1">
          Download my data
          {description ? (
            <span className="block text-sm font-normal text-ocean-500">{description}</span>
          ) : null}
        </span>
      </button>
      {busy ? <ExportBar progress={progress} /> : null}
      {download.isSuccess ? (
        <p role="status" className="mt-1 flex items-center gap-2 text-sm font-medium text-ice-700">
          <CircleCheck className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-all">
            Saved {download.data.name} ({sizeText(download.data.size)})
          </span>
        </p>
      ) : null}
      {download.isError && !isUnauthorized(download.error) ? (
        <InlineAlert
          className="mt-2"
          action={
            <button type="button" onClick={start} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(download.error)}
        </InlineAlert>
      ) : null}
    </div>
  );
}
