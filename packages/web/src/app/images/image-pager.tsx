// Previous and next through the pages of the collection, with where the person is.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

interface ImagePagerProps {
  page: number;
  pages: number;
  pathFor: (page: number) => string;
}

const stepClass =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ocean-900 ring-1 ring-inset ring-ocean-200 transition-colors hover:bg-ocean-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ice-300';
const disabledClass =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ocean-300 ring-1 ring-inset ring-ocean-100';

export function ImagePager({ page, pages, pathFor }: ImagePagerProps) {
  if (pages <= 1) return null;
  const previous = page > 0;
  const next = page < pages - 1;
  return (
    <nav aria-label="Pages of your collection" className="mt-5 flex items-center justify-between">
      {previous ? (
        <Link to={pathFor(page - 1)} className={stepClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </span>
      )}
      <span className="text-sm text-ocean-600 tabular-nums" aria-current="page">
        Page {page + 1} of {pages}
      </span>
      {next ? (
        <Link to={pathFor(page + 1)} className={stepClass} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          Next
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
