// The face check itself: consent first, then the front camera and the challenge's steps one at a time,
// the frames sent once, and the server's answer. Full screen on a phone, a centred card on larger screens; focus is
// kept inside and goes back to the opener, Escape closes (except while the frames are being checked). The camera is
// on only from "I agree, start" to the last frame, and goes off whenever the sheet closes or the page is hidden.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Modal, ModalCloseButton, ModalTitle } from '../../components/dialog.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { redirectIfSignedOut } from '../../lib/query-client.ts';
import { AppButton } from '../shell/submit-button.tsx';
import { startFaceCheck, submitFaceCheck, useSettleFaceCheck } from './api/face-check.ts';
import { openCamera } from './camera.ts';
import { CameraErrorStage, RefusedStage, ResultStage, StoppedStage } from './check-outcome.tsx';
import { abortableWait, type CheckPhase, runFaceCheck } from './check-run.ts';
import { CameraStage, ConsentText, SendingStage, Stage } from './check-stages.tsx';
import { cameraErrorText } from './face-check-words.ts';
import { HelpForm } from './help-form.tsx';

const usesCamera = (phase: CheckPhase) =>
  phase.kind === 'camera' || phase.kind === 'starting' || phase.kind === 'step';

export function FaceCheckSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [phase, setPhase] = useState<CheckPhase>({ kind: 'consent' });
  const [helping, setHelping] = useState(false);
  const current = useRef(phase);
  current.current = phase;
  const run = useRef<AbortController | null>(null);
  const ran = useRef(false);
  const video = useRef<HTMLVideoElement>(null);
  const settle = useSettleFaceCheck();

  const stopRun = useCallback(() => {
    run.current?.abort();
    run.current = null;
  }, []);

  // Closing (or leaving the screen) stops the run and the camera; the next opening starts again at consent.
  useEffect(() => {
    if (!open) return;
    return () => {
      stopRun();
      setPhase({ kind: 'consent' });
      setHelping(false);
      // A try may have been used, or a state changed: read it again.
      if (ran.current) settle();
      ran.current = false;
    };
  }, [open, stopRun, settle]);

  // A hidden page (another app, the lock screen) turns the camera off mid-check.
  useEffect(() => {
    if (!open) return;
    const stop = () => {
      if (!usesCamera(current.current)) return;
      stopRun();
      setPhase({ kind: 'stopped' });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', stop);
    };
  }, [open, stopRun]);

  const begin = () => {
    stopRun();
    const controller = new AbortController();
    run.current = controller;
    ran.current = true;
    setHelping(false);
    void runFaceCheck(
      {
        openCamera: (signal) => openCamera(() => video.current, signal),
        start: async () => (await startFaceCheck()).challenge,
        submit: async (challenge, frames) => {
          const { check } = await submitFaceCheck(challenge, frames);
          settle(check);
          return check;
        },
        wait: abortableWait,
        show: (next) => {
          if (run.current === controller) setPhase(next);
        },
        cameraError: cameraErrorText,
        refusal: (error) => {
          redirectIfSignedOut(error);
          settle();
          return { message: messageOf(error), status: error instanceof ApiError ? error.status : 0 };
        },
      },
      controller.signal,
    );
  };

  const help = () => setHelping(true);
  const close = () => onClose();
  const busy = phase.kind === 'sending';

  let stage: ReactNode;
  if (helping) {
    stage = (
      <Stage
        footer={
          <AppButton variant="outline" onClick={close}>
            Done
          </AppButton>
        }
      >
        <HelpForm />
      </Stage>
    );
  } else if (usesCamera(phase)) {
    stage = (
      <CameraStage
        phase={phase as Extract<CheckPhase, { kind: 'camera' | 'starting' | 'step' }>}
        videoRef={video}
        footer={
          <AppButton variant="outline" onClick={close}>
            Cancel
          </AppButton>
        }
      />
    );
  } else if (phase.kind === 'consent') {
    stage = (
      <Stage
        footer={
          <>
            <AppButton onClick={begin}>I agree, start</AppButton>
            <AppButton variant="outline" onClick={close}>
              Not now
            </AppButton>
          </>
        }
      >
        <ConsentText />
      </Stage>
    );
  } else if (phase.kind === 'camera-error') {
    stage = <CameraErrorStage message={phase.message} onRetry={begin} onClose={close} />;
  } else if (phase.kind === 'sending') {
    stage = <SendingStage />;
  } else if (phase.kind === 'result') {
    stage = <ResultStage check={phase.check} onRetry={begin} onHelp={help} onClose={close} />;
  } else if (phase.kind === 'refused') {
    stage = (
      <RefusedStage
        message={phase.message}
        status={phase.status}
        onRetry={begin}
        onHelp={help}
        onClose={close}
      />
    );
  } else {
    stage = <StoppedStage onRetry={begin} onClose={close} />;
  }

  return (
    <Modal
      open={open}
      onClose={close}
      busy={busy}
      className="fixed inset-0 z-50 flex flex-col bg-white text-ocean-950 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem] sm:shadow-lift"
    >
      <div className="flex items-center justify-between gap-4 px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-2 sm:px-7 sm:pt-6">
        <ModalTitle className="text-lg font-bold tracking-tight">Verify it's you</ModalTitle>
        <ModalCloseButton disabled={busy} />
      </div>
      {stage}
    </Modal>
  );
}
