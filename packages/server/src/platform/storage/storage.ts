// Where media files live (RULES.md "Defaults and scale-out"): the filesystem under DATA_DIR/media by default, an
// S3-compatible bucket when S3_BUCKET is set. Modules store and read bytes by key and never see which one is behind
// it.
import type { Readable } from 'node:stream';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Bytes `start` to `end` of a file, both included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Writes (or replaces) the file at `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The size and content type of the file at `key`, or null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /**
   * The file's bytes (all, or `range`) as a stream, for downloads: never read whole into memory. Null when there is
   * no file (also when it went between `stat` and `open`).
   */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (account deletion). */
  deletePrefix(prefix: string): Promise<void>;
}

/** The one naming scheme of stored files, so that downloads, deletion and export agree. */
export const storageKeys = {
  aiImage: (userId: string, imageId: string) => `ai/${userId}/${imageId}.png`,
  /** An AI image's WebP twin (modules/media/webp-copy.ts), beside it: removed with it, and with its owner's files. */
  webpCopy: (key: string) => `${key.replace(/\.png$/, '')}.webp`,
  privatePhoto: (userId: string, filename: string) => `photos/${userId}/${filename}`,
  voiceRecording: (userId: string, filename: string) => `voice/${userId}/${filename}`,
  chatImage: (roomId: string, filename: string) => `chat/${roomId}/${filename}`,
  /** Files that many rows name and no one owns (the seeder's placeholders): deleting a person never removes them. */
  shared: (name: string) => `seed/${name}`,
  isShared: (key: string) => key.startsWith('seed/'),
  /** Every file that belongs to one person. */
  userPrefixes: (userId: string) => [`ai/${userId}/`, `photos/${userId}/`, `voice/${userId}/`],
};
