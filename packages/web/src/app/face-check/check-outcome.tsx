// The face check sheet's answers: verified (a short celebration), failed (the reason in plain words, the
// tries left, try again or ask a moderator), in review (what happens next), and the refusals and stops on the way.
import type { FaceCheck } from '@rookery/shared/api/face-check.actions.ts';
import { FACE_CHECK_TEXT } from '@rookery/shared/face-check.ts';
import { BadgeCheck, CameraOff, CircleAlert, Clock, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { calendarDay } from '../../lib/dates.ts';
import { AppButton } from '../shell/submit-button.tsx';
import { Stage, StageArt } from './check-stages.tsx';
import { canStart, triesLeftText } from './face-check-words.ts';

function Told({ art, title, children }: { art: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 text-center">
      {art}
      <h3 className="text-2xl font-bold text-ocean-950">{title}</h3>
      {children}
    </div>
  );
}

interface OutcomeActions {
  onRetry: () => void;
  onHelp: () => void;
  onClose: () => void;
}

export function ResultStage({ check, onRetry, onHelp, onClose }: { check: FaceCheck } & OutcomeActions) {
  if (check.state === 'verified') {
    return (
      <Stage footer={<AppButton onClick={onClose}>Done</AppButton>}>
        <Told
          title="You're verified"
          art={
            <span className="relative mx-auto grid size-20 place-items-center">
              <span
                aria-hidden
                className="absolute inset-0 rounded-full bg-ice-200 motion-safe:animate-[call-ring_1.2s_ease-out_2]"
              />
              <span className="relative grid size-20 place-items-center rounded-full bg-ice-100 text-ice-700">
                <BadgeCheck className="size-11" aria-hidden />
              </span>
            </span>
          }
        >
          <p role="status" className="leading-relaxed text-ocean-700">
            Others now see a Verified badge on your card. Your photos stay hidden until a full match.
          </p>
          {check.verifiedAt ? (
            <p className="text-sm text-ocean-500">Verified on {calendarDay(check.verifiedAt)}</p>
          ) : null}
        </Told>
      </Stage>
    );
  }
  if (check.state === 'review') {
    return (
      <Stage footer={<AppButton onClick={onClose}>Done</AppButton>}>
        <Told
          title="A moderator will look"
          art={
            <StageArt tone="ocean">
              <Clock className="size-8" aria-hidden />
            </StageArt>
          }
        >
          <p role="status" className="leading-relaxed text-ocean-700">
            {FACE_CHECK_TEXT.inReview}
          </p>
        </Told>
      </Stage>
    );
  }
  return (
    <FailedStage
      reason={check.reason ?? 'We could not verify you this time.'}
      check={check}
      onRetry={onRetry}
      onHelp={onHelp}
      onClose={onClose}
    />
  );
}

function FailedStage({
  reason,
  check,
  onRetry,
  onHelp,
  onClose,
}: { reason: string; check: FaceCheck } & OutcomeActions) {
  const again = canStart(check);
  return (
    <Stage
      footer={
        <>
          {again ? <AppButton onClick={onRetry}>Try again</AppButton> : null}
          {check.helpAsked ? null : (
            <AppButton variant={again ? 'outline' : 'dark'} onClick={onHelp}>
              Ask a moderator
            </AppButton>
          )}
          <AppButton variant="outline" onClick={onClose}>
            Not now
          </AppButton>
        </>
      }
    >
      <Told
        title="We couldn't verify you"
        art={
          <StageArt tone="coral">
            <CircleAlert className="size-8" aria-hidden />
          </StageArt>
        }
      >
        <p role="alert" className="leading-relaxed font-medium text-ocean-900">
          {reason}
        </p>
        <p className="text-sm font-semibold text-ocean-600">{triesLeftText(check.triesLeft)}</p>
        {check.helpAsked ? <p className="text-sm text-ocean-600">{FACE_CHECK_TEXT.helpSent}</p> : null}
      </Told>
    </Stage>
  );
}

/** The server refused a start or the frames: its words, and what can be done about it. */
export function RefusedStage({
  message,
  status,
  onRetry,
  onHelp,
  onClose,
}: { message: string; status: number } & OutcomeActions) {
  const noPhotos = message === FACE_CHECK_TEXT.noPhotos;
  const noTries = status === 429;
  return (
    <Stage
      footer={
        <>
          {noPhotos ? (
            <Link to="/app/profile2" className={buttonClass('primary', 'lg', 'w-full')}>
              <Images className="size-5" aria-hidden />
              Go to your photos
            </Link>
          ) : noTries ? (
            <AppButton variant="dark" onClick={onHelp}>
              Ask a moderator
            </AppButton>
          ) : status === 400 && message === FACE_CHECK_TEXT.inReview ? null : (
            <AppButton onClick={onRetry}>Try again</AppButton>
          )}
          <AppButton variant="outline" onClick={onClose}>
            Not now
          </AppButton>
        </>
      }
    >
      <Told
        title={noTries ? 'No tries left today' : "We couldn't check now"}
        art={
          <StageArt tone="coral">
            <CircleAlert className="size-8" aria-hidden />
          </StageArt>
        }
      >
        <p role="alert" className="leading-relaxed font-medium text-ocean-900">
          {message}
        </p>
      </Told>
    </Stage>
  );
}

/** A stage that stopped short of a check (the camera did not open, the page was left): why, and a way back in. */
function RetryStage({
  title,
  retryLabel,
  tone,
  live,
  children,
  onRetry,
  onClose,
}: {
  title: string;
  retryLabel: string;
  tone: 'coral' | 'ocean';
  /** alert for a problem the person must act on; status for what just happened. */
  live: 'alert' | 'status';
  children: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Stage
      footer={
        <>
          <AppButton onClick={onRetry}>{retryLabel}</AppButton>
          <AppButton variant="outline" onClick={onClose}>
            Not now
          </AppButton>
        </>
      }
    >
      <Told
        title={title}
        art={
          <StageArt tone={tone}>
            <CameraOff className="size-8" aria-hidden />
          </StageArt>
        }
      >
        <p
          role={live}
          className={`leading-relaxed ${live === 'alert' ? 'text-ocean-800' : 'text-ocean-700'}`}
        >
          {children}
        </p>
      </Told>
    </Stage>
  );
}

export function CameraErrorStage({
  message,
  onRetry,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <RetryStage
      title="Your camera didn't open"
      retryLabel="Try again"
      tone="coral"
      live="alert"
      onRetry={onRetry}
      onClose={onClose}
    >
      {message}
    </RetryStage>
  );
}

export function StoppedStage({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <RetryStage
      title="The check stopped"
      retryLabel="Start again"
      tone="ocean"
      live="status"
      onRetry={onRetry}
      onClose={onClose}
    >
      You left the page, so your camera went off. Start again when you're ready.
    </RetryStage>
  );
}
