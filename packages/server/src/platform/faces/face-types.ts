// What the face engine (faces.ts, its worker thread face-worker.ts) finds in an image, and how two faces compare.
// Shared by the engine and its one user, the face check (modules/face-check); nothing here loads a model.

/** One face found in an image. Angles are radians; yaw is positive when the head turns to the person's left. */
export interface FoundFace {
  /** x, y, width, height in the image's pixels. */
  box: [number, number, number, number];
  /** The detector's confidence, 0..1. */
  score: number;
  yaw: number;
  pitch: number;
  /** Anti-spoofing: 0 (a photo, a screen) .. 1 (a real face). */
  real: number;
  /** Liveness: 0 .. 1. */
  live: number;
  /** The face descriptor (1024 numbers), L2-normalised. */
  descriptor: number[];
}

export interface FaceEngine {
  /** Every face in each image (JPEG, PNG or WebP bytes), in order. An image that does not decode has no face. */
  analyse(images: Buffer[]): Promise<FoundFace[][]>;
  /** Loads the model now (otherwise on the first image). */
  warm(): Promise<void>;
  close(): Promise<void>;
}
