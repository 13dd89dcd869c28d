// The shapes of the names the server gives files, checked before any name from a request reaches a query or a
// storage key: a random uuid and the extension of its kind, nothing else.
import { UUID_PATTERN } from '@rookery/shared/domain/uuid.ts';

export const NAME_PATTERN = {
  uuid: new RegExp(`^${UUID_PATTERN}$`),
  photo: new RegExp(`^${UUID_PATTERN}\\.jpg$`),
  voice: new RegExp(`^${UUID_PATTERN}\\.wav$`),
  aiImage: new RegExp(`^(${UUID_PATTERN})\\.png$`),
  chatImage: new RegExp(`^${UUID_PATTERN}\\.(?:jpg|png)$`),
} as const;

export function isUuid(value: string): boolean {
  return NAME_PATTERN.uuid.test(value);
}
