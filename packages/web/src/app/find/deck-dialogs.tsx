// The deck's two dialogs, in their own chunk (fetched once the deck is on screen, DESIGN.md 6 budget): 'It's a
// match!' (API.md 3 matchaccept `match`: both said yes; the way to the new match, or back to flipping) and the
// confirmation before Flip Deck declines everyone in it. The match may also come from the other person
// accepting while this one flips (a `match` alert, issue 20).
import type { Candidate } from '@rookery/shared/api/discovery.actions.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { cardImageUrl } from './deck-text.ts';

/** Who the match is with: a card of the deck, or the person of a `match` alert (who may have no AI image). */
export interface MatchedPerson {
  display_name: Candidate['display_name'];
  imageid: string | null;
}

export function MatchDialog({ match, onClose }: { match: MatchedPerson | null; onClose: () => void }) {
  return (
    <AppDialog
      open={match !== null}
      title="It's a match!"
      onClose={onClose}
      actions={
        <>
          <AppButton onClick={onClose}>Keep flipping</AppButton>
          <ButtonLink to="/app/matches" variant="outline" size="lg" className="w-full">
            Go to my matches
          </ButtonLink>
        </>
      }
    >
      {match ? (
        <>
          {match.imageid ? (
            <img
              src={cardImageUrl(match.imageid)}
              alt=""
              className="mx-auto mb-4 size-28 rounded-full object-cover ring-4 ring-coral-200"
            />
          ) : null}
          <p>You and {match.display_name} both said yes. Say hello from your matches.</p>
        </>
      ) : null}
    </AppDialog>
  );
}

interface FlipDeckDialogProps {
  open: boolean;
  count: number;
  onFlip: () => void;
  onClose: () => void;
}

export function FlipDeckDialog({ open, count, onFlip, onClose }: FlipDeckDialogProps) {
  return (
    <AppDialog
      open={open}
      title="Flip the whole deck?"
      onClose={onClose}
      actions={
        <>
          <AppButton variant="dark" onClick={onFlip}>
            Flip Deck
          </AppButton>
          <AppButton variant="outline" onClick={onClose}>
            Keep these cards
          </AppButton>
        </>
      }
    >
      The {count === 1 ? 'card' : `${count} cards`} you have seen {count === 1 ? 'is' : 'are'} declined and
      won't be shown again (you can undo it for a few seconds). Cards you haven't seen yet stay.
    </AppDialog>
  );
}
