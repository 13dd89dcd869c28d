// What media offers other features and the seed: file names (isUuid, NAME_PATTERN), one multipart upload reader,
// and photo processing (kind by bytes, upright, resized, re-encoded without metadata).
export { isUuid, NAME_PATTERN } from './media-names.ts';
export { readUpload } from './multipart-body.ts';
export { imageKindOf, processPhoto } from './photo-processing.ts';
export type { PrivateLinks } from './private-links.ts';
export { createPrivateLinks } from './private-links.ts';
