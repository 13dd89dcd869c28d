// The call screen's bottom buttons (RULES.md "Screens and routes"): camera (active only for full matches in a video
// call, greyed otherwise), microphone (red while muted) and end call (red). Thumb-sized, each with a name that
// says what pressing it does, and a visible focus ring on the dark stage.
import { clsx } from 'clsx';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';

interface CallControlsProps {
  cameraAvailable: boolean;
  /** Why the camera cannot be used, for its name (a basic match, a voice call). */
  cameraUnavailableReason: string;
  cameraOn: boolean;
  micOn: boolean;
  onCamera: () => void;
  onMic: () => void;
  onEnd: () => void;
}

function RoundButton({
  label,
  pressed,
  disabled,
  tone,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  tone: 'glass' | 'danger' | 'muted';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'grid size-16 place-items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-ice-300',
        tone === 'glass' && 'bg-white/15 text-white backdrop-blur hover:bg-white/25',
        tone === 'muted' && 'bg-red-500 text-white hover:bg-red-600',
        tone === 'danger' && 'bg-red-600 text-white hover:bg-red-700',
        disabled && 'cursor-not-allowed bg-white/10 text-white/35 hover:bg-white/10',
      )}
    >
      {children}
    </button>
  );
}

export function CallControls(props: CallControlsProps) {
  const { cameraAvailable, cameraUnavailableReason, cameraOn, micOn, onCamera, onMic, onEnd } = props;
  const CameraIcon = cameraAvailable && cameraOn ? Video : VideoOff;
  return (
    <div className="flex items-center justify-center gap-6">
      <RoundButton
        label={
          cameraAvailable
            ? cameraOn
              ? 'Turn camera off'
              : 'Turn camera on'
            : `Camera (${cameraUnavailableReason})`
        }
        pressed={cameraAvailable ? !cameraOn : undefined}
        disabled={!cameraAvailable}
        tone="glass"
        onClick={onCamera}
      >
        <CameraIcon className="size-7" aria-hidden />
      </RoundButton>
      <RoundButton
        label={micOn ? 'Mute microphone' : 'Unmute microphone'}
        pressed={!micOn}
        tone={micOn ? 'glass' : 'muted'}
        onClick={onMic}
      >
        {micOn ? <Mic className="size-7" aria-hidden /> : <MicOff className="size-7" aria-hidden />}
      </RoundButton>
      <RoundButton label="End call" tone="danger" onClick={onEnd}>
        <PhoneOff className="size-7" aria-hidden />
      </RoundButton>
    </div>
  );
}
