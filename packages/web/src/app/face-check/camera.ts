// The front camera for the face check: opened for the check alone, shown in a <video> (the sheet mirrors
// it), and read into a canvas unmirrored, as the camera saw it, at FRAME_LONG_SIDE and under the size limit.
import type { CameraFeed } from './check-run.ts';
import { captureSize, fitFrame } from './frame-fit.ts';

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
};

function unsupported(): Error {
  const error = new Error('This browser cannot open the camera here.');
  error.name = 'CameraUnsupportedError';
  return error;
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Resolves once the video shows a picture (its size is known). */
function playing(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (video.videoWidth > 0) {
        cleanup();
        resolve();
      }
    };
    const stop = () => {
      cleanup();
      reject(new DOMException('Stopped', 'AbortError'));
    };
    const cleanup = () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeEventListener('resize', done);
      signal.removeEventListener('abort', stop);
    };
    video.addEventListener('loadedmetadata', done);
    video.addEventListener('resize', done);
    signal.addEventListener('abort', stop, { once: true });
    done();
  });
}

/**
 * Opens the front camera into `video`. The tracks stop on `stop()`, and at once if `signal` aborted while the
 * browser was asking (the sheet closed meanwhile).
 */
export async function openCamera(
  video: () => HTMLVideoElement | null,
  signal: AbortSignal,
): Promise<CameraFeed> {
  if (!navigator.mediaDevices?.getUserMedia) throw unsupported();
  const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
  const element = video();
  if (signal.aborted || !element) {
    stopStream(stream);
    throw new DOMException('Stopped', 'AbortError');
  }
  const stop = () => {
    stopStream(stream);
    if (element.srcObject === stream) element.srcObject = null;
  };
  try {
    element.srcObject = stream;
    await element.play().catch(() => undefined);
    await playing(element, signal);
  } catch (error) {
    stop();
    throw error;
  }
  const canvas = document.createElement('canvas');
  return { capture: async () => captureFrame(element, canvas), stop };
}

/** The video's current picture as a JPEG data URL small enough to send. */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string {
  const size = captureSize(video.videoWidth, video.videoHeight);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the camera picture.');
  let drawnAt = 0;
  return fitFrame((scale, quality) => {
    if (scale !== drawnAt) {
      canvas.width = Math.round(size.width * scale);
      canvas.height = Math.round(size.height * scale);
      // Unmirrored: the server reads a turn to the person's own left as the camera sees it.
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      drawnAt = scale;
    }
    return canvas.toDataURL('image/jpeg', quality);
  });
}
