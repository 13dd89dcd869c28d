// The shapes of the names the server gives files, checked before any name from a request reaches a query or a
// storage key: a random uuid and the extension of its kind, nothing else.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const NAME_PATTERN = {
  uuid: new RegExp(`^${UUID}$`),
  photo: new RegExp(`^${UUID}\\.jpg$`),
  voice: new RegExp(`^${UUID}\\.wav$`),
  aiImage: new RegExp(`^(${UUID})\\.png$`),
  chatImage: new RegExp(`^${UUID}\\.(?:jpg|png)$`),
} as const;

export function isUuid(value: string): boolean {
  return NAME_PATTERN.uuid.test(value);
}
