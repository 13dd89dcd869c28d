// The "Verified" badge: a person passed the face check and their private photos still show that face
// (`verified: 1` on a deck card, a profile view, a match). The deck, the profile views, the matches and the chat show
// it; it says nothing more, and their photos stay hidden as before.
import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';

/** What the badge means, for a hover or a long press. */
export const VERIFIED_MEANING = 'Passed a face check: this person is the one in their private photos';

interface VerifiedBadgeProps {
  /** 'onPhoto': on a picture's dark gradient (the deck card); 'plain': on white. */
  tone?: 'plain' | 'onPhoto';
  size?: 'sm' | 'xs';
  className?: string;
}

export function VerifiedBadge({ tone = 'plain', size = 'sm', className }: VerifiedBadgeProps) {
  return (
    <span
      title={VERIFIED_MEANING}
      data-verified-badge
      className={clsx(
        // ice-700 on white or ice-50 is 6.4:1 or more (WCAG AA for small text).
        'inline-flex shrink-0 items-center gap-1 rounded-full font-bold text-ice-700',
        size === 'sm' ? 'px-2.5 py-0.5 text-sm' : 'px-1.5 py-px text-[0.6875rem]',
        tone === 'onPhoto' ? 'bg-white shadow-card' : 'bg-ice-50 ring-1 ring-ice-200 ring-inset',
        className,
      )}
    >
      <BadgeCheck className={size === 'sm' ? 'size-4' : 'size-3.5'} aria-hidden />
      Verified
    </span>
  );
}
