// The app's alerts (RULES.md "Errors"), shown in place rather than as browser pop-ups: an error is announced
// at once (role=alert), good news and a wait (a code asked for again too soon) politely (role=status).
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

interface InlineAlertProps {
  tone?: 'error' | 'success' | 'wait';
  children: ReactNode;
  /** An action beside the words, e.g. 'Try again'. */
  action?: ReactNode;
  className?: string;
}

export function InlineAlert({ tone = 'error', children, action, className }: InlineAlertProps) {
  const Icon = { error: CircleAlert, success: CircleCheck, wait: Clock }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex gap-3 rounded-2xl px-4 py-3 text-sm leading-relaxed ring-1 ring-inset',
        {
          error: 'bg-coral-50 text-coral-700 ring-coral-200',
          success: 'bg-ice-50 text-ice-700 ring-ice-200',
          wait: 'bg-ocean-50 text-ocean-800 ring-ocean-200',
        }[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-medium">{children}</p>
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
