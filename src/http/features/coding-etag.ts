/**
 * A strong ETag names one representation, and a gzip body is another representation than the identity one
 * (RFC 9110 §8.8.3): an answer sent with a content coding gets its own tag, the identity tag with `-<coding>`
 * inside the quotes (`"abc"` -> `"abc-gzip"`). If-None-Match is compared without that suffix, so a client that
 * holds either representation of an unchanged result gets its 304.
 */
const CODED = /-(br|gzip|deflate)"$/;

/** The tag of the answer sent with `coding` (a weak or an unquoted tag is left as it is). */
export function etagForCoding(etag: string, coding: string): string {
  if (coding === 'identity' || etag.startsWith('W/') || !etag.endsWith('"') || CODED.test(etag)) return etag;
  return `${etag.slice(0, -1)}-${coding}"`;
}

/** The identity tag a tag from If-None-Match stands for (its `W/` and coding suffix removed). */
export function identityTag(tag: string): string {
  return tag.trim().replace(/^W\//, '').replace(CODED, '"');
}
