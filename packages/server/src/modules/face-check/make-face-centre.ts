// Writes face-centre.ts: the mean descriptor of the fixtures' 20 people (platform/faces/fixtures, each face as
// sent), which face-print.ts subtracts before hashing. Every descriptor of this model leans the same way (strangers
// score 0.45 on the median), so hash bands of raw descriptors are shared by most strangers; centred, by about one in
// ten (bench/faces.bench.ts "Duplicate search"). Run: node --import tsx packages/server/src/modules/face-check/make-face-centre.ts
import { writeFileSync } from 'node:fs';
import { createFaceEngine } from '../../platform/faces/faces.ts';
import { FACES, faceImage } from '../../platform/faces/testing/face-fixtures.ts';

const engine = createFaceEngine({ info() {}, warn: console.warn, error: console.error });
const files = [FACES.a.left, FACES.b.left, ...FACES.others];
const found = await engine.analyse(files.map(faceImage));
await engine.close();
const descriptors = found.map((faces) => faces[0]?.descriptor).filter((d): d is number[] => Boolean(d));
const centre = (descriptors[0] ?? []).map(
  (_, i) => descriptors.reduce((sum, d) => sum + (d[i] ?? 0), 0) / descriptors.length,
);
const base64 = Buffer.from(new Float32Array(centre).buffer).toString('base64');
writeFileSync(
  new URL('./face-centre.ts', import.meta.url),
  `// Made by make-face-centre.ts (do not edit): the mean descriptor of the face fixtures' ${descriptors.length} people, as
// ${centre.length} float32 numbers in base64. face-print.ts subtracts it before hashing a descriptor into bands.
export const FACE_CENTRE_BASE64 =
  '${base64}';
`,
);
console.log(
  `face-centre.ts: the mean of ${descriptors.length} people's descriptors (${centre.length} numbers)`,
);
