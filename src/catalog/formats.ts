import type { ParameterValue } from './value-schema.js';

/**
 * The output formats, one declaration each: the `format` value, the media type it is sent as, and the other
 * types of an Accept header that choose it. The first is the default (no `format`, and no Accept type naming
 * one).
 */
export const OUTPUT_FORMATS = [
  { name: 'json', mediaType: 'application/json', alsoAccepted: ['*/*', 'application/*'] },
  { name: 'csv', mediaType: 'text/csv', alsoAccepted: [] },
] as const satisfies readonly {
  readonly name: string;
  readonly mediaType: string;
  readonly alsoAccepted: readonly string[];
}[];

export type OutputFormat = (typeof OUTPUT_FORMATS)[number]['name'];

/** The media type an output format is sent as. */
export const mediaTypeOf = (name: OutputFormat): string =>
  OUTPUT_FORMATS.find((format) => format.name === name)!.mediaType;

/** The value of the `format` parameter (every endpoint's): the output formats' names, the first by default. */
export const FORMAT_VALUE = {
  kind: 'enum',
  values: OUTPUT_FORMATS.map((format) => format.name),
  default: OUTPUT_FORMATS[0].name,
} as const satisfies ParameterValue;
