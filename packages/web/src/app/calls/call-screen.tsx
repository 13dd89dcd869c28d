// /app/avchat (RULES.md "Screens and routes", "States and transitions"): a voice or video call with a match, started
// from the chat with the call data in the navigation state (without it the screen goes back). The whole viewport is
// the stage; the connection state shows at the top; the buttons sit at the bottom. Ending, however it happens, stops
// the tracks, closes the connection, destroys the peer and returns to /app/chat.
import { CALL_TEXT } from '@rookery/shared/calls.ts';
import { clsx } from 'clsx';
import { PhoneOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { aiImageUrl, matchDisplayName } from '../chat/public/match-data.ts';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { CallControls } from './call-controls.tsx';
import { readCallData } from './call-data.ts';
import { type CallPhase, phaseLabel } from './call-flow.ts';
import { CallingPicture, OwnPreview, RemoteVideo } from './call-stage.tsx';
import type { CallData } from './public/call-confirm.tsx';
import { useCall } from './use-call.ts';
import { useCallMedia } from './use-call-media.ts';

/** How long a short note (nobody answered, declined) stays before the chat comes back: long enough to read. */
const NOTICE_MS = 4000;

export function CallScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [vcdata] = useState(() => readCallData(location.state));
  // Once: StrictMode runs the effect twice, and a second navigate(-1) would go back two pages.
  const left = useRef(false);
  useEffect(() => {
    if (vcdata || left.current) return;
    left.current = true;
    if (location.key === 'default') navigate('/app/chat', { replace: true });
    else navigate(-1);
  }, [vcdata, location.key, navigate]);
  return vcdata ? <CallView vcdata={vcdata} /> : null;
}

/** Minutes and seconds since the call first connected (a reconnect does not restart it). */
function useElapsed(running: boolean): string {
  const [seconds, setSeconds] = useState(0);
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!running) return;
    since.current ??= Date.now();
    const from = since.current;
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - from) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

const DOT: Record<CallPhase, string> = {
  starting: 'bg-ice-300',
  calling: 'bg-ice-300 motion-safe:animate-pulse',
  connected: 'bg-emerald-400',
  reconnecting: 'bg-amber-400 motion-safe:animate-pulse',
  ended: 'bg-red-500',
};

function CallView({ vcdata }: { vcdata: CallData }) {
  const navigate = useNavigate();
  const { match } = vcdata;
  const name = matchDisplayName(match);
  const video = vcdata.vctype === 'video';
  useDocumentTitle(`Call with ${name}`);
  const media = useCallMedia(video);
  const call = useCall(vcdata, media.stream, name, match.my_id);
  const elapsed = useElapsed(call.phase === 'connected' || call.phase === 'reconnecting');

  const problem = media.problem ?? call.problem;
  const back = () => navigate('/app/chat', { replace: true });

  // Whatever ended the call, the camera and microphone go off at once.
  const { stop } = media;
  useEffect(() => {
    if (call.phase === 'ended' || problem) stop();
  }, [call.phase, problem, stop]);
  // The other person hung up: back to the chat at once (RULES.md "States and transitions", without telling them
  // again).
  useEffect(() => {
    if (call.otherLeft) navigate('/app/chat', { replace: true });
  }, [call.otherLeft, navigate]);
  // A short note (nobody answered), then back to the chat.
  useEffect(() => {
    if (!call.notice) return;
    const timer = setTimeout(() => navigate('/app/chat', { replace: true }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [call.notice, navigate]);

  const cameraAvailable = match.full_match === 1 && video && media.stream !== null;
  const live = call.phase === 'connected' || call.phase === 'reconnecting';
  const showRemoteVideo =
    video && match.full_match === 1 && call.remoteVideoOn && call.remote !== null && live;
  const connecting = call.phase === 'starting' || call.phase === 'calling';
  const caption = call.notice ?? (connecting ? CALL_TEXT.calling(name) : name);
  const detail = !video
    ? 'Voice call'
    : match.full_match === 1 && !call.remoteVideoOn
      ? 'Camera off'
      : undefined;
  const status = call.phase === 'connected' ? `Connected · ${elapsed}` : phaseLabel(call.phase, name);

  const end = () => {
    call.hangUp();
    media.stop();
    back();
  };

  return (
    <div
      className="fixed inset-0 overflow-hidden bg-ocean-950 bg-[radial-gradient(40rem_30rem_at_50%_0%,rgb(31_119_176/0.35),transparent_70%)] text-white"
      data-call-phase={call.phase}
    >
      <RemoteVideo stream={call.remote} visible={showRemoteVideo} name={name} />
      <OwnPreview stream={media.stream} visible={video && media.cameraOn && media.stream !== null} />

      <header className="absolute inset-x-0 top-0 z-10 flex items-center justify-center bg-gradient-to-b from-ocean-950/70 to-transparent px-4 pt-5 pb-10">
        <p
          role="status"
          aria-live="polite"
          className="flex min-w-36 items-center justify-center gap-2 rounded-full bg-ocean-950/60 px-4 py-2 text-sm font-semibold tabular-nums backdrop-blur"
        >
          <span aria-hidden className={clsx('size-2.5 rounded-full', DOT[call.phase])} />
          {status}
        </p>
      </header>

      <main id="main" className="absolute inset-0 grid place-items-center pt-40 pb-28 sm:pt-0">
        {showRemoteVideo ? (
          <h1 className="sr-only">Call with {name}</h1>
        ) : (
          <CallingPicture
            name={name}
            imageUrl={match.imageid ? aiImageUrl(match.imageid) : null}
            animate={call.phase !== 'ended'}
            caption={caption}
            detail={call.notice || connecting ? undefined : detail}
          />
        )}
      </main>

      <footer className="absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-ocean-950/80 to-transparent px-4 pt-12 pb-[max(2rem,env(safe-area-inset-bottom))]">
        <CallControls
          cameraAvailable={cameraAvailable}
          cameraUnavailableReason={match.full_match === 1 ? 'voice call' : 'video calls are for full matches'}
          cameraOn={media.cameraOn}
          micOn={media.micOn}
          onCamera={() => {
            const on = !media.cameraOn;
            media.setCamera(on);
            call.setVideo(on);
          }}
          onMic={() => media.setMic(!media.micOn)}
          onEnd={end}
        />
      </footer>

      <AppDialog
        open={problem !== null}
        title={CALL_TEXT.disconnected}
        icon={<PhoneOff className="size-7" aria-hidden />}
        onClose={back}
        actions={<AppButton onClick={back}>OK</AppButton>}
      >
        {problem}
      </AppDialog>
    </div>
  );
}
