// The layout of an account form: its fields and the request's error at the top, its buttons held to the bottom
// of the screen.
import { clsx } from 'clsx';
import type { FormEventHandler, ReactNode } from 'react';
import { InlineAlert } from './inline-alert.tsx';

interface AppFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last request's error, shown under the fields. */
  error?: string | undefined;
  actions: ReactNode;
  actionsClassName?: string;
  children: ReactNode;
}

export function AppForm({ onSubmit, error, actions, actionsClassName, children }: AppFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col">
      <div className="flex flex-col gap-5">
        {children}
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </div>
      <div className={clsx('mt-auto pt-8', actionsClassName)}>{actions}</div>
    </form>
  );
}
