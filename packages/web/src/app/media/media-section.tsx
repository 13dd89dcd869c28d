// One block of the media hub: a heading with an optional count, a line of help, and its content.
import type { ReactNode } from 'react';

interface MediaSectionProps {
  title: string;
  count?: string;
  hint?: string;
  children: ReactNode;
}

export function MediaSection({ title, count, hint, children }: MediaSectionProps) {
  return (
    <section aria-label={title} className="border-t border-ocean-100 pt-6 first:border-t-0 first:pt-0">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold tracking-tight text-ocean-950">{title}</h2>
        {count ? <span className="text-sm font-medium text-ocean-500 tabular-nums">{count}</span> : null}
      </div>
      {hint ? <p className="mt-1 text-sm leading-relaxed text-ocean-600">{hint}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
