// One deck card (RULES.md "Screens and routes", "Entities"): the AI image with name and age, the Verified badge
// (issue 33), where they are and how far, tagline, gender and starsign, and the description. 'View profile' opens the
// profile in place, over the deck; a modifier-click or a middle click still opens the RULES.md "Screens and routes"
// new tab. At 1024 px and wider the picture and the words sit side by side, so the whole card shows without
// scrolling.
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { ChevronRight, MapPin, Mars, NonBinary, Venus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { VerifiedBadge } from '../face-check/public/verified-badge.tsx';
import {
  cardDistance,
  cardGender,
  cardImageUrl,
  cardPlace,
  profileTabUrl,
  starsignGlyph,
} from './deck-text.ts';

function GenderIcon({ gender }: { gender: string }) {
  const Icon = gender === 'Male' ? Mars : gender === 'Female' ? Venus : NonBinary;
  return <Icon className="size-4 text-ice-700" aria-hidden />;
}

function Chip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex h-8 items-center gap-1.5 rounded-full bg-ocean-50 px-3 text-sm font-semibold text-ocean-800">
      {icon}
      {children}
    </li>
  );
}

interface DeckCardProps {
  card: Candidate;
  /** 'n/total', read out with the card. */
  position: string;
  /** The card's outer element, which the deck animates (arrival, slide-away). */
  ref?: Ref<HTMLElement>;
  /** Opens the whole profile over the deck. */
  onOpenProfile: () => void;
  /** The picture has loaded (or failed to): the card is drawn. */
  onPictureShown?: () => void;
}

export function DeckCard({ card, position, ref, onOpenProfile, onPictureShown }: DeckCardProps) {
  const place = cardPlace(card);
  const glyph = card.starsign ? starsignGlyph(card.starsign) : null;
  const headingId = `card-${card.user_id}`;
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      aria-roledescription="card"
      className="group absolute inset-0 flex flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-lift ring-1 ring-ocean-100 data-dragging:cursor-grabbing data-dragging:select-none"
    >
      {/* What letting go would do, while the card is dragged; the buttons say it for everyone else. */}
      <span
        aria-hidden
        className="pointer-events-none absolute top-5 left-5 z-10 -rotate-12 rounded-xl border-4 border-emerald-500 bg-white/90 px-3 py-1 text-2xl font-extrabold tracking-wide uppercase text-emerald-700 opacity-0 transition-opacity group-data-[leaning=accept]:opacity-100"
      >
        Accept
      </span>
      <span
        aria-hidden
        className="pointer-events-none absolute top-5 right-5 z-10 rotate-12 rounded-xl border-4 border-coral-600 bg-white/90 px-3 py-1 text-2xl font-extrabold tracking-wide uppercase text-coral-700 opacity-0 transition-opacity group-data-[leaning=decline]:opacity-100"
      >
        Decline
      </span>
      <div
        data-card-scroller
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain lg:flex lg:overflow-hidden"
      >
        <div className="relative aspect-[4/3.4] w-full shrink-0 bg-ocean-100 lg:aspect-auto lg:h-full lg:w-1/2">
          <img
            src={cardImageUrl(card.imageid)}
            alt={`${card.display_name}, as drawn by AI`}
            className="size-full object-cover"
            draggable={false}
            // The deck's picture is what the screen is for (its largest paint): before the deck's other chunks.
            fetchPriority="high"
            onLoad={onPictureShown}
            onError={onPictureShown}
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ocean-950/85 via-ocean-950/40 to-transparent px-5 pt-14 pb-4 text-white">
            <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
              <h2 id={headingId} className="text-[1.65rem] leading-tight font-bold tracking-tight">
                {card.display_name}, <span className="font-semibold">{card.age}</span>
                <span className="sr-only"> ({position})</span>
              </h2>
              {card.verified === 1 ? <VerifiedBadge tone="onPhoto" /> : null}
            </div>
            <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-white/90">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="line-clamp-2">
                {place ? `${place} · ` : ''}
                {cardDistance(card)}
              </span>
            </p>
          </div>
        </div>
        <div className="px-5 pt-4 pb-5 lg:min-h-0 lg:w-1/2 lg:overflow-y-auto lg:px-7 lg:pt-7">
          {card.tagline ? (
            <p className="text-lg leading-snug font-semibold text-ocean-900">“{card.tagline}”</p>
          ) : null}
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="About">
            <Chip icon={<GenderIcon gender={card.gender} />}>{cardGender(card.gender)}</Chip>
            {card.starsign ? (
              <Chip
                icon={
                  <span className="text-base leading-none text-coral-700" aria-hidden>
                    {glyph}
                  </span>
                }
              >
                {card.starsign}
              </Chip>
            ) : null}
          </ul>
          {card.description ? (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-ocean-700">{card.description}</p>
          ) : null}
          <a
            href={profileTabUrl(card.user_id)}
            onClick={(event) => {
              // Asked for elsewhere (Ctrl, Cmd, Shift, a middle click): the browser's own new tab or window.
              if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              onOpenProfile();
            }}
            aria-haspopup="dialog"
            className="mt-4 inline-flex h-10 items-center gap-1.5 rounded-full text-sm font-semibold text-ice-700 underline decoration-ice-300 decoration-2 underline-offset-4 hover:decoration-ice-700"
          >
            View {card.display_name}'s profile
            <ChevronRight className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </article>
  );
}

/** The card's outline while the deck loads, so nothing moves when the cards arrive. */
export function DeckCardSkeleton() {
  return (
    <div
      aria-hidden
      className="absolute inset-0 overflow-hidden rounded-[1.75rem] bg-white shadow-card ring-1 ring-ocean-100"
    >
      <div className="aspect-[4/3.4] w-full animate-pulse bg-ocean-100 motion-reduce:animate-none" />
      <div className="space-y-3 px-5 pt-5">
        <div className="h-5 w-3/4 rounded-full bg-ocean-100" />
        <div className="h-4 w-1/2 rounded-full bg-ocean-50" />
        <div className="h-4 w-2/3 rounded-full bg-ocean-50" />
      </div>
    </div>
  );
}
