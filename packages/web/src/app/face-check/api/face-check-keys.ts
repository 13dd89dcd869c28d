// The face check's query keys.
export const faceCheckKeys = { state: ['face-check'] as const };
