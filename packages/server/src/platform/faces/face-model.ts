// The face model itself: @vladmandic/human (MIT) on TensorFlow.js's WebAssembly backend, with only the face models
// the check needs (BlazeFace, FaceMesh, FaceRes, anti-spoofing, liveness), read from disk through a file:// load
// handler (never fetched: nothing leaves the server). Runs in the face worker thread (face-worker.ts); the fixture
// script and the bench load it directly. Nothing else may import this file: it loads TensorFlow.js.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import { HUMAN_MODELS_DIR, HumanClass } from './face-human.ts';
import type { FoundFace } from './face-types.ts';

/** The models human loads for the face check (their .json and .bin files are all the build ships). */
export const FACE_MODELS = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'] as const;

/**
 * human's yaw is positive when the face points to the image's left, which is the person turning to their own right
 * in an unmirrored camera frame (measured on the fixtures with the 468-point mesh: see face-limits.ts). FoundFace's
 * yaw is the other way round (positive: the person's left), so it is human's times this.
 */
export const HUMAN_YAW_SIGN = -1;

/** RGB bytes, 3 a pixel, row by row. */
export interface FacePixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface FaceModel {
  backend: string;
  detect(image: FacePixels): Promise<FoundFace[]>;
  dispose(): void;
}

/** Where the models are: beside the worker's bundle in the build (dist/face-models/), else in human's package. */
function modelsDir(): string {
  const bundled = fileURLToPath(new URL('./face-models/', import.meta.url));
  if (existsSync(path.join(bundled, 'faceres.json'))) return bundled;
  return HUMAN_MODELS_DIR;
}

/** The backend's .wasm files: dist/wasm/ in the build (copied for the shield too), else the installed package. */
function wasmDir(): string {
  const bundled = fileURLToPath(new URL('./wasm/', import.meta.url));
  if (existsSync(path.join(bundled, 'tfjs-backend-wasm.wasm'))) return bundled;
  const require = createRequire(import.meta.url);
  return `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`;
}

/** Each image is judged alone: no frame skipping, no result cache between calls (human is built for video). */
const noSkip = { skipFrames: 0, skipTime: 0 };

export function faceConfig(): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: wasmDir(),
    modelBasePath: `${pathToFileURL(modelsDir()).href}/`,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    cacheModels: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.5, ...noSkip },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      description: { enabled: true, ...noSkip },
      emotion: { enabled: false },
      antispoof: { enabled: true, ...noSkip },
      liveness: { enabled: true, ...noSkip },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}

type Tf = Human['tf'];

/** Loads a model.json and its weight files from disk for URLs under `file://` (tf.io's handler registry). */
function registerFileLoader(tf: Tf): void {
  tf.io.registerLoadRouter((url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = fileURLToPath(url);
    return {
      async load() {
        const json = JSON.parse(await readFile(file, 'utf8')) as {
          modelTopology: object;
          format?: string;
          generatedBy?: string;
          convertedBy?: string;
          signature?: object;
          userDefinedMetadata?: Record<string, object>;
          weightsManifest: { paths: string[]; weights: unknown[] }[];
        };
        const weightSpecs = json.weightsManifest.flatMap((g) => g.weights);
        const parts = await Promise.all(
          json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(path.join(path.dirname(file), p))),
        );
        const bytes = Buffer.concat(parts);
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs,
          weightData: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        } as Awaited<ReturnType<NonNullable<ReturnType<typeof tf.io.browserFiles>['load']>>>;
      },
    };
  });
}

function l2(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0)) || 1;
  return vector.map((v) => v / norm);
}

function foundFace(face: FaceResult): FoundFace {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0 };
  return {
    box: face.box.map((v) => Math.round(v)) as FoundFace['box'],
    score: face.score,
    yaw: HUMAN_YAW_SIGN * angle.yaw,
    pitch: angle.pitch,
    real: face.real ?? 0,
    live: face.live ?? 0,
    descriptor: l2(face.embedding ?? []),
  };
}

/** Loads human and its face models on the WebAssembly backend, warmed with one blank frame. */
export async function loadFaceModel(): Promise<FaceModel> {
  const human = new HumanClass(faceConfig());
  registerFileLoader(human.tf);
  await human.load();
  for (const name of FACE_MODELS) {
    if (!human.models.loaded().includes(name)) throw new Error(`the face model ${name} did not load`);
  }
  const model: FaceModel = {
    backend: human.tf.getBackend(),
    async detect({ data, width, height }) {
      if (data.length !== width * height * 3) throw new Error(`expected ${width}×${height} RGB bytes`);
      const tensor = human.tf.tensor3d(data, [height, width, 3], 'int32');
      try {
        const result = await human.detect(tensor);
        if (result.error) throw new Error(result.error);
        return result.face.map(foundFace);
      } finally {
        human.tf.dispose(tensor);
      }
    },
    dispose: () => human.tf.engine().reset(),
  };
  // Each model's first run prepares its weights (about 0.2 s in all); done here, on blank input of each model's own
  // shape (a blank frame has no face, so it would reach the detector alone), so the first image costs what every
  // image does.
  for (const graph of Object.values(human.models.models)) {
    if (!graph) continue;
    const shape = (graph.inputs[0]?.shape ?? []).map((n) => (n > 0 ? n : 1));
    const input = human.tf.zeros(shape);
    const output = graph.execute(input);
    human.tf.dispose([input, ...(Array.isArray(output) ? output : [output])]);
  }
  return model;
}
