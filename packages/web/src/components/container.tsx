// The page-width column every section sits in.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-5 sm:px-8', className)}>{children}</div>;
}
