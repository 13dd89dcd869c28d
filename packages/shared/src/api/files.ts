// The file routes of RULES.md "Files", beside /api: their paths, GET /download's query and the one builder of its
// links. Zod-free on purpose: the web's first route (/app/find) imports it, and the server checks the query with its
// own schema.

export const FILE_ROUTES = {
  download: '/download',
  /** Multipart: a private photo (`file`, optional `crop`). */
  uploadProfileImage: '/uploadprofileimage',
  /** Multipart: a voice recording (`filename`, then `file`), announced first with the `uploadvrdata` action. */
  uploadVoiceRecording: '/uploadvrfile',
  /** Multipart: a chat image (`room`, then `file`), full matches only. */
  uploadChatImage: '/uploadchatimage',
} as const;

/** What GET /download serves: `file` names one of these (ChatImage also needs its `room`). */
export const DOWNLOAD_TYPES = ['AIImage', 'ProfileImage', 'VoiceRecording', 'ChatImage'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** GET /download's query, as a client sends it. */
export interface DownloadQuery {
  type: DownloadType;
  /** The stored name: `<uuid>.png` for an AI image, the photo's, recording's or chat image's filename. */
  file: string;
  /** The chat room (match id) of a ChatImage. */
  room?: string;
  /** Sent as an attachment (`download=1`), so the browser saves it. */
  download?: boolean;
  /** A signed link to another person's private photo: its expiry (unix seconds) and signature. */
  exp?: string;
  sig?: string;
  /**
   * [defined here] A ChatImage the shield flagged, as it was sent (`original=1`). Without it, anyone but
   * its sender gets a blurred copy: a client that does not know `flagged` never shows it plainly.
   */
  original?: boolean;
}

/** The WHATWG URLSearchParams of browsers and Node; declared here, as this package has neither's types. */
declare const URLSearchParams: new (
  init: Record<string, string>,
) => { set(name: string, value: string): void; toString(): string };

/** The path of a file: `/download?type=…[&room=…]&file=…[&download=1][&exp=…&sig=…][&original=1]`, in that order. */
export function downloadUrl({ type, room, file, download, exp, sig, original }: DownloadQuery): string {
  const query = new URLSearchParams({ type });
  const rest = {
    room,
    file,
    download: download ? '1' : undefined,
    exp,
    sig,
    original: original ? '1' : undefined,
  };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) query.set(key, value);
  return `${FILE_ROUTES.download}?${query}`;
}

/** An AI image by its id (stored and served as PNG). */
export const aiImageUrl = (imageid: string, download = false): string =>
  downloadUrl({ type: 'AIImage', file: `${imageid}.png`, download });
