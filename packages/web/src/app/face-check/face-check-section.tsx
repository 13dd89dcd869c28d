// The Profile Corner's face check section: what state the person's check is in and what they can do,
// never checked → "Verify it's you"; verified → the badge, since when, "Forget my face"; in review → a moderator is
// looking; failed → the reason, the tries left, Try again and Ask a moderator; withdrawn → the reason, Verify again.
// app-routes.tsx puts it into the Profile Corner (features do not import each other).
import type { FaceCheck } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CHECK_TEXT } from '@rookery/shared/face-check.ts';
import { BadgeCheck, Images, ScanFace } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import { calendarDay } from '../../lib/dates.ts';
import { usePrivatePhotos } from '../media/api/media.ts';
import { AppDialog } from '../shell/app-dialog.tsx';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useFaceCheck, useForgetFace } from './api/face-check.ts';
import { FaceCheckSheet } from './face-check-sheet.tsx';
import { canStart, triesLeftText } from './face-check-words.ts';
import { HelpForm } from './help-form.tsx';
import { VerifiedBadge } from './public/verified-badge.tsx';

const INTRO =
  "A quick check with your camera that you're the person in your private photos. Others then see a Verified " +
  'badge on your card; your photos stay hidden. It is optional.';

function Frame({ title, verified, children }: { title: string; verified: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-10 rounded-3xl bg-ice-50 p-5 ring-1 ring-ice-200 ring-inset sm:p-6 lg:max-w-2xl"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-ice-700">
          {verified ? (
            <BadgeCheck className="size-5" aria-hidden />
          ) : (
            <ScanFace className="size-5" aria-hidden />
          )}
        </span>
        <h2 id={id} className="text-lg leading-tight font-bold text-ocean-950">
          {title}
        </h2>
      </div>
      <div className="mt-4 flex flex-col gap-4 text-sm leading-relaxed text-ocean-700 sm:pl-13">
        {children}
      </div>
    </section>
  );
}

const actionRow = 'flex flex-col gap-3 sm:flex-row sm:*:w-auto';

export function FaceCheckSection() {
  const check = useFaceCheck();
  const photos = usePrivatePhotos();
  const [checking, setChecking] = useState(false);

  if (check.isError) {
    return (
      <Frame title="Verify it's you" verified={false}>
        <InlineAlert
          action={
            <button type="button" onClick={() => check.refetch()} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(check.error)}
        </InlineAlert>
      </Frame>
    );
  }
  if (!check.data) {
    return (
      <div
        aria-hidden
        className="mt-10 h-36 animate-pulse rounded-3xl bg-ice-50 motion-reduce:animate-none lg:max-w-2xl"
      />
    );
  }
  const noPhotos = photos.isSuccess && photos.data.length === 0;
  return (
    <>
      <SectionBody check={check.data} noPhotos={noPhotos} onStart={() => setChecking(true)} />
      <FaceCheckSheet open={checking} onClose={() => setChecking(false)} />
    </>
  );
}

function SectionBody({
  check,
  noPhotos,
  onStart,
}: {
  check: FaceCheck;
  noPhotos: boolean;
  onStart: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const start = (label: string) =>
    noPhotos ? (
      <>
        <p>{FACE_CHECK_TEXT.noPhotos}</p>
        <Link to="/app/profile2" className={buttonClass('dark', 'lg', 'w-full sm:w-auto')}>
          <Images className="size-5" aria-hidden />
          Go to your photos
        </Link>
      </>
    ) : (
      <div className={actionRow}>
        <AppButton onClick={onStart} disabled={!canStart(check)}>
          {label}
        </AppButton>
      </div>
    );

  switch (check.state) {
    case 'verified':
      return <VerifiedBody check={check} />;
    case 'review':
      return (
        <Frame title="Verify it's you" verified={false}>
          <InlineAlert tone="wait">{FACE_CHECK_TEXT.inReview}</InlineAlert>
        </Frame>
      );
    case 'failed':
      return (
        <Frame title="Verify it's you" verified={false}>
          <InlineAlert>{check.reason ?? 'We could not verify you.'}</InlineAlert>
          <p className="font-semibold text-ocean-800">{triesLeftText(check.triesLeft)}</p>
          {check.helpAsked ? <p>{FACE_CHECK_TEXT.helpSent}</p> : null}
          <div className={actionRow}>
            {canStart(check) && !noPhotos ? <AppButton onClick={onStart}>Try again</AppButton> : null}
            {check.helpAsked ? null : (
              <AppButton variant="outline" onClick={() => setAsking(true)}>
                Ask a moderator
              </AppButton>
            )}
          </div>
          {noPhotos ? start('Try again') : null}
          <AppDialog
            open={asking}
            title="Ask a moderator"
            onClose={() => setAsking(false)}
            actions={
              <AppButton variant="outline" onClick={() => setAsking(false)}>
                Close
              </AppButton>
            }
          >
            <div className="text-left">
              <p className="mb-4">
                A moderator looks at your check and your photos, and answers here and in your notifications.
              </p>
              <HelpForm />
            </div>
          </AppDialog>
        </Frame>
      );
    case 'withdrawn':
      return (
        <Frame title="Verify it's you" verified={false}>
          <InlineAlert tone="wait">{check.reason ?? 'Your badge was withdrawn.'}</InlineAlert>
          {start('Verify again')}
        </Frame>
      );
    default:
      return (
        <Frame title="Verify it's you" verified={false}>
          <p>{INTRO}</p>
          {start("Verify it's you")}
        </Frame>
      );
  }
}

function VerifiedBody({ check }: { check: FaceCheck }) {
  const [confirming, setConfirming] = useState(false);
  const forget = useForgetFace();
  return (
    <Frame title="You're verified" verified>
      <p>
        Others see <VerifiedBadge size="xs" className="mx-0.5 align-middle" /> on your card; your photos stay
        hidden until a full match.
      </p>
      {check.verifiedAt ? (
        <p className="font-semibold text-ocean-800">Verified on {calendarDay(check.verifiedAt)}</p>
      ) : null}
      <div className={actionRow}>
        <AppButton variant="outline" onClick={() => setConfirming(true)}>
          Forget my face
        </AppButton>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Forget my face?"
        onYes={() => forget.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        yesLabel="Forget my face"
        yesVariant="dark"
        onNo={() => {
          forget.reset();
          setConfirming(false);
        }}
        noLabel="Keep it"
        focusNo
        pending={forget.isPending}
        pendingLabel="Forgetting…"
        error={forget.isError ? messageOf(forget.error) : undefined}
      >
        Your Verified badge goes, and we delete the face descriptor we keep, at once. You can verify again
        later.
      </ConfirmDialog>
    </Frame>
  );
}
