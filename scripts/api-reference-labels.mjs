// Labels of the generated API reference (scripts/generate-api-reference.mjs), one entry per
// locale. Translators add `es`, `fr` and `de` entries with exactly the same keys as `en`;
// the generator refuses a locale without an entry and an entry with a missing or extra key.
// `{name}` placeholders are filled in by the generator.

export const labels = {
  en: {
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    field: 'Field',
    constraints: 'Constraints',
    status: 'Status',
    schema: 'Schema',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    noBody: 'The response has no body.',
    bodySchema: 'Content type `{contentType}`, schema `{schema}`.',
    exactlyOneOf: 'Send exactly one of {fields}.',
    authentication: 'Authentication',
    authBearer: 'API key as a bearer token (`Authorization: Bearer $MNEMORA_API_KEY`).',
    authNone: 'None.',
    length: 'length {range}',
    pattern: 'pattern {pattern}',
    format: 'format {format}',
    oneOf: 'one of {values}',
    default: 'default {value}',
    range: '{range}',
    items: 'items {range}',
    unique: 'unique items',
    keys: 'keys {range}',
    keyPattern: 'key pattern {pattern}',
    values: 'values {types}',
    errorCode: 'Code',
    httpStatus: 'HTTP status',
    meaning: 'Meaning',
    whatToDo: 'What to do',
    retryable: 'Retryable',
  },
};

/** Returns the labels of `locale`, failing loudly when the locale or one of its keys is missing. */
export function labelsFor(locale) {
  const entry = labels[locale];
  if (!entry) {
    throw new Error(
      `No API reference labels for locale "${locale}" in scripts/api-reference-labels.mjs ` +
        `(available: ${Object.keys(labels).join(', ')}). Add a "${locale}" entry with every key of "en".`,
    );
  }
  const expected = Object.keys(labels.en);
  const missing = expected.filter((k) => typeof entry[k] !== 'string' || entry[k].trim() === '');
  const extra = Object.keys(entry).filter((k) => !expected.includes(k));
  if (missing.length || extra.length) {
    throw new Error(
      `API reference labels for "${locale}" are incomplete: ` +
        [missing.length ? `missing ${missing.join(', ')}` : '', extra.length ? `unknown ${extra.join(', ')}` : '']
          .filter(Boolean)
          .join('; '),
    );
  }
  return entry;
}

/** Fills `{name}` placeholders of a label. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (m, key) => {
    if (!(key in values)) throw new Error(`Label "${template}" needs a value for {${key}}`);
    return values[key];
  });
}
