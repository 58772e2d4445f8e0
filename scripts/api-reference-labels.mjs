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
  es: {
    parameters: "Parámetros",
    requestBody: "Cuerpo de la solicitud",
    responses: "Respuestas",
    exampleRequest: "Ejemplo de solicitud",
    exampleResponse: "Ejemplo de respuesta",
    name: "Nombre",
    in: "Ubicación",
    type: "Tipo",
    required: "Obligatorio",
    description: "Descripción",
    field: "Campo",
    constraints: "Restricciones",
    status: "Estado",
    schema: "Esquema",
    yes: "Sí",
    no: "No",
    none: "Ninguno",
    noBody: "La respuesta no tiene cuerpo.",
    bodySchema: "Tipo de contenido `{contentType}`, esquema `{schema}`.",
    exactlyOneOf: "Envía exactamente uno de {fields}.",
    authentication: "Autenticación",
    authBearer: "Clave de API como token de portador (`Authorization: Bearer $MNEMORA_API_KEY`).",
    authNone: "Ninguna.",
    length: "longitud {range}",
    pattern: "patrón {pattern}",
    format: "formato {format}",
    oneOf: "uno de {values}",
    default: "valor predeterminado {value}",
    range: "{range}",
    items: "elementos {range}",
    unique: "elementos únicos",
    keys: "claves {range}",
    keyPattern: "patrón de clave {pattern}",
    values: "valores {types}",
    errorCode: "Código",
    httpStatus: "Estado HTTP",
    meaning: "Significado",
    whatToDo: "Qué hacer",
    retryable: "Reintentable",
  },
  fr: {
    parameters: "Paramètres",
    requestBody: "Corps de la requête",
    responses: "Réponses",
    exampleRequest: "Exemple de requête",
    exampleResponse: "Exemple de réponse",
    name: "Nom",
    in: "Emplacement",
    type: "Type",
    required: "Obligatoire",
    description: "Description",
    field: "Champ",
    constraints: "Contraintes",
    status: "Statut",
    schema: "Schéma",
    yes: "Oui",
    no: "Non",
    none: "Aucun",
    noBody: "La réponse n’a pas de corps.",
    bodySchema: "Type de contenu `{contentType}`, schéma `{schema}`.",
    exactlyOneOf: "Envoyez exactement un champ parmi {fields}.",
    authentication: "Authentification",
    authBearer: "Clé d’API en jeton porteur (`Authorization: Bearer $MNEMORA_API_KEY`).",
    authNone: "Aucune.",
    length: "longueur {range}",
    pattern: "motif {pattern}",
    format: "format {format}",
    oneOf: "une valeur parmi {values}",
    default: "par défaut {value}",
    range: "{range}",
    items: "éléments {range}",
    unique: "éléments uniques",
    keys: "clés {range}",
    keyPattern: "motif de clé {pattern}",
    values: "valeurs {types}",
    errorCode: "Code",
    httpStatus: "Statut HTTP",
    meaning: "Signification",
    whatToDo: "Que faire",
    retryable: "Réessayable",
  },
  de: {
    parameters: "Parameter",
    requestBody: "Anfragetext",
    responses: "Antworten",
    exampleRequest: "Beispielanfrage",
    exampleResponse: "Beispielantwort",
    name: "Name",
    in: "Ort",
    type: "Typ",
    required: "Erforderlich",
    description: "Beschreibung",
    field: "Feld",
    constraints: "Einschränkungen",
    status: "Status",
    schema: "Schema",
    yes: "Ja",
    no: "Nein",
    none: "Keine",
    noBody: "Die Antwort hat keinen Inhalt.",
    bodySchema: "Inhaltstyp `{contentType}`, Schema `{schema}`.",
    exactlyOneOf: "Senden Sie genau eines von {fields}.",
    authentication: "Authentifizierung",
    authBearer: "API-Schlüssel als Bearer-Token (`Authorization: Bearer $MNEMORA_API_KEY`).",
    authNone: "Keine.",
    length: "Länge {range}",
    pattern: "Muster {pattern}",
    format: "Format {format}",
    oneOf: "einer von {values}",
    default: "Standard {value}",
    range: "{range}",
    items: "Elemente {range}",
    unique: "eindeutige Elemente",
    keys: "Schlüssel {range}",
    keyPattern: "Schlüsselmuster {pattern}",
    values: "Werte {types}",
    errorCode: "Code",
    httpStatus: "HTTP-Status",
    meaning: "Bedeutung",
    whatToDo: "Was zu tun ist",
    retryable: "Wiederholbar",
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
