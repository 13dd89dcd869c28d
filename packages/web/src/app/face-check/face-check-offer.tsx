// The face check offered after the media hub's Submit: someone never checked (or whose badge went with a
// photo change) is asked once, and "Not now" goes on as Submit always did. The hub mounts it from the start, so the
// state is read before Submit is pressed; app-routes.tsx hands it to the hub (features do not import each other).
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useFaceCheck } from './api/face-check.ts';
import { FaceCheckSheet } from './face-check-sheet.tsx';
import { worthOffering } from './face-check-words.ts';

export interface FaceCheckOfferProps {
  /** Submit was pressed and nothing is missing. */
  submitted: boolean;
  /** Goes on from the hub (to /app); called once. */
  onContinue: () => void;
}

export function FaceCheckOffer({ submitted, onContinue }: FaceCheckOfferProps) {
  const check = useFaceCheck();
  const [checking, setChecking] = useState(false);
  // Decided once, when Submit is pressed and the state is known: the check itself changes the state afterwards.
  const [decision, setDecision] = useState<'offer' | 'skip' | null>(null);
  if (submitted && decision === null && (check.isSuccess || check.isError)) {
    // Nothing to offer (verified, in review, just failed, or the state could not be read): Submit goes on at once.
    setDecision(check.isSuccess && worthOffering(check.data) ? 'offer' : 'skip');
  }
  const gone = useRef(false);
  const goOn = () => {
    if (gone.current) return;
    gone.current = true;
    onContinue();
  };
  const goOnRef = useRef(goOn);
  goOnRef.current = goOn;
  useEffect(() => {
    if (decision === 'skip') goOnRef.current();
  }, [decision]);

  return (
    <>
      <AppDialog
        open={decision === 'offer' && !checking}
        title="Verify it's you?"
        icon={<BadgeCheck className="size-7" aria-hidden />}
        onClose={() => {
          // The sheet taking focus is no "press outside" of this question.
          if (!checking) goOn();
        }}
        actions={
          <>
            <AppButton onClick={() => setChecking(true)}>Verify it's you</AppButton>
            <AppButton variant="outline" onClick={goOn}>
              Not now
            </AppButton>
          </>
        }
      >
        Your profile is ready. If you like, a quick check with your camera shows others a Verified badge: you
        are the person in your private photos. Your photos stay hidden.
      </AppDialog>
      <FaceCheckSheet open={checking} onClose={goOn} />
    </>
  );
}
