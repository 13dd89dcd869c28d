// A deck card's whole profile, opened in place over the deck: a sheet from the bottom on a phone, a centred card on a
// desktop, with Decline and Accept at hand. Its own chunk (the deck's JS budget, RULES.md "Budgets"); the new tab of
// RULES.md "Screens and routes" stays for whoever asks for it (its link here, or a modifier-click on the card's).
import { ExternalLink, Heart, X } from 'lucide-react';
import { messageOf } from '../../lib/api-client.ts';
import { useOwnProfile } from '../profile-view/api/own-profile-view.ts';
import { useProfileView } from '../profile-view/api/profile-view.ts';
import { ProfileDetails } from '../profile-view/public/profile-details.tsx';
import { ProfileSheet } from '../profile-view/public/profile-sheet.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import type { Decision } from './api/deck-data.ts';
import { profileTabUrl } from './deck-text.ts';

interface DeckProfileSheetProps {
  /** The card whose profile is open; null when closed. */
  person: { user_id: string; display_name: string } | null;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}

export function DeckProfileSheet({ person, busy, onDecide, onClose }: DeckProfileSheetProps) {
  const view = useProfileView(person?.user_id, false);
  const own = useOwnProfile();
  const record = view.data?.profile[0];
  return (
    <ProfileSheet
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={person ? `${person.display_name}'s profile` : ''}
      footer={
        person ? (
          <>
            <div className="flex gap-3">
              <AppButton
                variant="outline"
                className="flex-1"
                disabled={busy}
                onClick={() => onDecide('decline')}
              >
                <X className="size-5 text-coral-600" aria-hidden />
                Decline
              </AppButton>
              <AppButton className="flex-1" disabled={busy} onClick={() => onDecide('accept')}>
                <Heart className="size-5" fill="currentColor" aria-hidden />
                Accept
              </AppButton>
            </div>
            <a
              href={profileTabUrl(person.user_id)}
              target="_blank"
              rel="noopener"
              className="mx-auto hidden items-center gap-1.5 text-sm font-semibold text-ice-700 underline underline-offset-4 [@media(hover:hover)]:inline-flex"
            >
              Open in a new tab
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </>
        ) : null
      }
    >
      {view.isError ? (
        <InlineAlert>{messageOf(view.error)}</InlineAlert>
      ) : record && view.data ? (
        <ProfileDetails
          view={record}
          full={view.data.full === 1}
          images={view.data.images}
          recordings={view.data.VRs}
          viewer={own.data ?? null}
          isOwn={false}
        />
      ) : (
        <div aria-busy="true" className="flex animate-pulse flex-col gap-4">
          <div className="aspect-square w-full rounded-[1.75rem] bg-ocean-50" />
          <div className="h-5 w-3/4 rounded-full bg-ocean-50" />
        </div>
      )}
    </ProfileSheet>
  );
}
