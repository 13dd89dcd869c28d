// The deck's two dialogs, in their own chunk (fetched once the deck is on screen, RULES.md "Budgets" budget): 'It's a
// match!' (RULES.md "Reads and writes" matchaccept `match`: both said yes; the way to the new match, or back to
// flipping) and the confirmation before Flip Deck declines everyone in it. The match may also come from the other
// person accepting while this one flips (a `match` alert).
import type { Candidate } from '@rookery/shared/api/deck.actions.ts';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useMenuData } from '../account/api/menu.ts';
import { writeMatchData } from '../chat/public/match-data.ts';
import { AppDialog } from '../shell/app-dialog.tsx';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { cardImageUrl } from './deck-text.ts';

/** Who the match is with: a card of the deck, or the person of a `match` alert (who may have no AI image). */
export interface MatchedPerson {
  /** The new match's id (its chat room), from matchaccept's `match` or the alert's room. */
  match_id: string;
  user_id: Candidate['user_id'];
  display_name: Candidate['display_name'];
  imageid: string | null;
  /** The card's Verified mark, carried into the chat's header. */
  verified?: 1;
}

/** One of the two pictures: an AI image in a ring, or the name's first letter when there is none. */
function Portrait({ imageid, name, tilt }: { imageid: string | null; name: string; tilt: string }) {
  return (
    <span
      className={`grid size-28 place-items-center overflow-hidden rounded-full bg-ocean-100 text-4xl font-bold text-ocean-700 shadow-lift ring-4 ring-white ${tilt}`}
    >
      {imageid ? (
        <img src={cardImageUrl(imageid)} alt={name} className="size-full object-cover" />
      ) : (
        <span role="img" aria-label={name}>
          {name.charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}

/**
 * 'It's a match!': both pictures (the person's own AI image and the other's), then 'Send a message' (straight
 * into the new chat, its input focused) and 'Keep flipping'.
 */
export function MatchDialog({ match, onClose }: { match: MatchedPerson | null; onClose: () => void }) {
  const navigate = useNavigate();
  const menu = useMenuData();
  const me = menu.data;
  const sendMessage = () => {
    if (!match) return;
    writeMatchData({
      match_id: match.match_id,
      my_id: me?.id ?? '',
      user_id: match.user_id,
      full_match: 0,
      real_name: '',
      display_name: match.display_name,
      imageid: match.imageid,
      ...(match.verified === 1 ? { verified: 1 as const } : {}),
    });
    onClose();
    navigate('/app/chat', { state: { focusMessage: true } });
  };
  return (
    <AppDialog
      open={match !== null}
      title="It's a match!"
      onClose={onClose}
      actions={
        <>
          <AppButton onClick={sendMessage}>Send a message</AppButton>
          <AppButton variant="outline" onClick={onClose}>
            Keep flipping
          </AppButton>
        </>
      }
    >
      {match ? (
        <>
          <span
            className="relative mx-auto mt-5 mb-5 flex w-fit items-center justify-center"
            data-testid="match-pictures"
          >
            <Portrait imageid={me?.aiimage ?? null} name="You" tilt="-rotate-6" />
            <span className="z-10 -mx-4 grid size-11 place-items-center rounded-full bg-coral-400 text-ocean-950 shadow-card ring-4 ring-white">
              <Heart className="size-5" fill="currentColor" aria-hidden />
            </span>
            <Portrait imageid={match.imageid} name={match.display_name} tilt="rotate-6" />
          </span>
          <p>You and {match.display_name} both said yes. Say hello while it's fresh.</p>
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
    <ConfirmDialog
      open={open}
      title="Flip the whole deck?"
      onYes={onFlip}
      yesLabel="Flip Deck"
      yesVariant="dark"
      onNo={onClose}
      noLabel="Keep these cards"
    >
      The {count === 1 ? 'card' : `${count} cards`} you have seen {count === 1 ? 'is' : 'are'} declined and
      won't be shown again (you can undo it for a few seconds). Cards you haven't seen yet stay.
    </ConfirmDialog>
  );
}
