/**
 * The prose of the product skill (`/skill.md`, `/es/skill.md`, …). Numbers, names, operations,
 * fields and codes are never written here: the skill takes them from the contract and
 * src/data/facts.ts and passes them in, already formatted for the locale, as `{placeholders}`.
 * The skill is written in Node after the build, not by the React app, but its prose is UI strings
 * like any other: English here, translations in `i18n/<locale>/code.json` under `skill.*` ids
 * (scripts/write-code-translations.ts adds them; src/lib/i18n/code-messages.ts reads them).
 * Spanish addresses the reader with "tú", French with "vous", German with "Sie"
 * (i18n/<locale>/glossary.md).
 *
 * A list (a skill's limits, the steps of a workflow, the links at the end) is one message per
 * line, each under its own id, in the order of this table: a translator sees every line with its
 * own note, and adding a line here adds it in every locale.
 */
import type {Locale} from '../../../config/i18n';
import {localeMessages, messageText, repoSiteDir, type MessageSource} from '../../lib/i18n/code-messages';

export type SkillLocale = Locale;

/** A value already formatted for the locale, usually wrapped in backticks. */
type V = string;

/** What every 429 or 409 code's sentence may name; each sentence uses some of them. */
type ErrorCodeValues = {
  retryAfter: V;
  retries: V;
  initial: V;
  multiplier: V;
  max: V;
  ifMatch: V;
  etag: V;
  get: V;
  idempotency: V;
};

export interface SkillStrings {
  readonly description: string;
  readonly compatibility: (v: {node: V; python: V}) => string;
  readonly intro: string;
  readonly basics: (v: {server: V; apiVersion: V; prefixes: V}) => string;
  readonly capabilitiesHeading: string;
  /** The sentence of a contract tag, none when the skill has no words for it (tagMessageId). */
  readonly tag: (tag: string) => string | undefined;
  readonly skillsHeading: string;
  readonly operationsLabel: string;
  readonly inputsLabel: string;
  readonly limitsLabel: string;
  readonly requiredMark: string;
  readonly bodyLabel: string;
  readonly headerLabel: string;
  readonly queryLabel: string;
  readonly pathLabel: string;
  readonly skills: {
    readonly store: {title: string; text: string; limits: (v: {content: V; batch: V; bodyMiB: V}) => string[]};
    readonly search: {
      title: string;
      text: string;
      limits: (v: {query: V; limitDefault: V; limitMax: V; modes: V; modeDefault: V; alpha: V}) => string[];
    };
    readonly manage: {title: string; text: string; limits: (v: {listDefault: V; listMax: V; bulkMax: V}) => string[]};
    readonly keys: {title: string; text: string; limits: (v: {permissions: V; prefixes: V}) => string[]};
    readonly changes: {title: string; text: string; limits: () => string[]};
  };
  readonly workflowsHeading: string;
  readonly storeAndFind: {
    title: string;
    steps: (v: {create: V; search: V; idempotency: V; scope: V}) => string[];
    sampleIntro: string;
  };
  readonly handle429and409: {
    title: string;
    intro429: (v: {codes: V}) => string;
    /** The sentence of a 429 or 409 code, none when the skill has no words for it (errorCodeMessageId). */
    code: (code: string) => ((v: ErrorCodeValues) => string) | undefined;
    intro409: (v: {codes: V}) => string;
    headers: (v: {headers: V}) => string;
  };
  readonly moreHeading: string;
  readonly more: (v: {contract: V; llms: V; mcp: V; errors: V}) => string[];
}

/** Where a message shows, for the note beside it in code.json. */
const inSkill = (where: string): string => `The product skill for AI agents (/skill.md): ${where}`;
const skillTitle = (skill: string): string => inSkill(`the heading of the skill "${skill}"`);
const skillText = (skill: string): string => inSkill(`the paragraph under the heading of the skill "${skill}"`);
const skillLimit = (skill: string, values: string): string =>
  inSkill(`a line of the list of limits of the skill "${skill}"; ${values}`);
const tagLine = (tag: string): string =>
  inSkill(
    `the line of the list of capabilities on the operations the API contract tags "${tag}", before the list of those operations`,
  );
const errorCode = (code: string): string =>
  inSkill(`the line on the error code \`${code}\` and what to do about it, under "Handle 429 and 409"`);
const moreLine = (what: string): string =>
  inSkill(`a line of the list of links at the end (under "More"); {${what}} is the link`);
const inputPlace = (where: string, example: string): string =>
  inSkill(`in the list of a skill's inputs, where an input goes: ${where}, as in ${example}`);

/** The English messages by code.json id. */
export const skillMessages = {
  'skill.description': {
    message:
      'Give an AI application long-term memory with the Mnemora REST API: store memories (facts, messages, notes, document chunks) with scope, tags and metadata, find them again by semantic, keyword or hybrid search, update and delete them, manage API keys and follow changes. Use it when an application must remember something across sessions or users.',
    description: inSkill(
      'what the skill does and when to use it, in its front matter and in the list of skills (/.well-known/agent-skills/index.json)',
    ),
  },
  'skill.compatibility': {
    message:
      'Any HTTPS client with a Mnemora API key; the TypeScript SDK needs Node.js {node} or later, the Python SDK Python {python} or later.',
    description: inSkill('what it needs, in its front matter; {node} and {python} are the minimum versions'),
  },
  'skill.intro': {
    message:
      'Mnemora is a memory-as-a-service platform for AI applications. This skill tells you which operations exist, what each takes, the limits the API enforces and how to recover from the errors you will meet.',
    description: inSkill('the paragraph under its title'),
  },
  'skill.basics': {
    message:
      'Send every request to {server} (API version {apiVersion}) with an API key as `Authorization: Bearer <key>`. Keys start with {prefixes}; keep them on servers, never in client-side code.',
    description: inSkill(
      "the paragraph on sending requests; {server} is the API's address, {apiVersion} its version, {prefixes} the prefixes of API keys",
    ),
  },
  'skill.capabilities.heading': {
    message: 'Capabilities',
    description: inSkill('the heading of the list of capabilities, one line per group of operations'),
  },
  'skill.tag.memories': {
    message:
      'Memories: create one or a batch, read, list with filters, update with optimistic concurrency, delete one or in bulk.',
    description: tagLine('Memories'),
  },
  'skill.tag.search': {
    message: 'Search: semantic, keyword or hybrid search over a scope, with filters and scored, paged results.',
    description: tagLine('Search'),
  },
  'skill.tag.apiKeys': {
    message: 'API keys: list, create (secret or restricted, with permissions) and revoke keys.',
    description: tagLine('API keys'),
  },
  'skill.tag.usage': {
    message: 'Usage: what the project has used this period and its plan limits.',
    description: tagLine('Usage'),
  },
  'skill.tag.realtime': {
    message: 'Realtime: a stream of memory changes in a scope, resumable after a disconnection.',
    description: tagLine('Realtime'),
  },
  'skill.tag.health': {message: 'Health: whether the API is up.', description: tagLine('Health')},
  'skill.skills.heading': {
    message: 'Skills',
    description: inSkill('the heading over the skills (store, find, manage memories…), each with its operations'),
  },
  'skill.label.operations': {
    message: 'Operations',
    description: inSkill("under each skill, the label of the list of the skill's API operations"),
  },
  'skill.label.inputs': {
    message: 'Inputs',
    description: inSkill("under each skill, the label of the list of the operations' fields and parameters"),
  },
  'skill.label.limits': {
    message: 'Limits',
    description: inSkill('under each skill, the label of the list of the limits the API enforces'),
  },
  'skill.label.required': {
    message: 'required',
    description: inSkill('in the list of inputs, after an input that must be sent, as in `content` (body, required)'),
  },
  'skill.label.body': {message: 'body', description: inputPlace('in the request body', '`content` (body)')},
  'skill.label.header': {
    message: 'header',
    description: inputPlace('in a request header', '`Idempotency-Key` (header)'),
  },
  'skill.label.query': {message: 'query', description: inputPlace('in the query string of the URL', '`limit` (query)')},
  'skill.label.path': {message: 'path', description: inputPlace('in the path of the URL', '`memory_id` (path)')},
  'skill.store.title': {message: 'Store memories', description: skillTitle('store memories')},
  'skill.store.text': {
    message:
      'Write what the application must remember, with the scope it belongs to. Send an idempotency key so that a retried request never stores a memory twice.',
    description: skillText('store memories'),
  },
  'skill.store.limit.content': {
    message: '`content`: at most {content} characters.',
    description: skillLimit('store memories', '{content} is the longest content'),
  },
  'skill.store.limit.batch': {
    message: 'A batch: at most {batch} memories.',
    description: skillLimit('store memories', '{batch} is the most memories one batch request stores'),
  },
  'skill.store.limit.body': {
    message: 'A request body: at most {bodyMiB} MiB.',
    description: skillLimit('store memories', '{bodyMiB} is the largest request body, in mebibytes'),
  },
  'skill.search.title': {message: 'Find memories', description: skillTitle('find memories')},
  'skill.search.text': {
    message: 'Ask in natural language; restrict the search to a scope, tags, metadata or a time range with `filter`.',
    description: skillText('find memories'),
  },
  'skill.search.limit.query': {
    message: '`query`: at most {query} characters.',
    description: skillLimit('find memories', '{query} is the longest query'),
  },
  'skill.search.limit.limit': {
    message: '`limit`: {limitDefault} by default, at most {limitMax}.',
    description: skillLimit(
      'find memories',
      '{limitDefault} and {limitMax} are the default and largest number of results',
    ),
  },
  'skill.search.limit.mode': {
    message: '`mode`: {modes}; {modeDefault} by default. `alpha` (hybrid weight): {alpha} by default.',
    description: skillLimit(
      'find memories',
      "{modes} are the search modes, {modeDefault} the default one, {alpha} the default weight of hybrid search's semantic part",
    ),
  },
  'skill.manage.title': {
    message: 'Read, list, update and delete memories',
    description: skillTitle('read, list, update and delete memories'),
  },
  'skill.manage.text': {
    message: "Update with the `If-Match` version you read, so that you never overwrite someone else's change.",
    description: skillText('read, list, update and delete memories'),
  },
  'skill.manage.limit.list': {
    message: '`limit` of a list: {listDefault} by default, at most {listMax}.',
    description: skillLimit(
      'read, list, update and delete memories',
      '{listDefault} and {listMax} are the default and largest page size of a list',
    ),
  },
  'skill.manage.limit.bulkDelete': {
    message: 'Bulk delete: at most {bulkMax} ids per request.',
    description: skillLimit(
      'read, list, update and delete memories',
      '{bulkMax} is the most memory ids one bulk delete request takes',
    ),
  },
  'skill.keys.title': {
    message: 'Manage API keys and read usage',
    description: skillTitle('manage API keys and read usage'),
  },
  'skill.keys.text': {
    message: 'Create restricted keys with only the permissions a component needs; a secret key can do everything.',
    description: skillText('manage API keys and read usage'),
  },
  'skill.keys.limit.permissions': {
    message: 'Permissions of a restricted key: {permissions}.',
    description: skillLimit('manage API keys and read usage', '{permissions} are the permission names'),
  },
  'skill.keys.limit.prefixes': {
    message: 'Key prefixes: {prefixes}.',
    description: skillLimit('manage API keys and read usage', '{prefixes} are the prefixes of API keys'),
  },
  'skill.changes.title': {message: 'Follow changes', description: skillTitle('follow changes')},
  'skill.changes.text': {
    message:
      'Keep a local copy in sync: open the stream for a scope and, after a disconnection, resume from the last event you applied.',
    description: skillText('follow changes'),
  },
  'skill.workflows.heading': {
    message: 'Workflows',
    description: inSkill('the heading over the workflows, step-by-step recipes that combine operations'),
  },
  'skill.storeAndFind.title': {
    message: 'Store a memory and find it again',
    description: inSkill('the heading of the workflow that stores a memory and searches for it'),
  },
  'skill.storeAndFind.step.store': {
    message:
      'Store it with {create}: `content` and {scope}, plus an {idempotency} header (a fresh UUID). The answer (201) is the memory with its `id` and `version`.',
    description: inSkill(
      'step 1 of the workflow "Store a memory and find it again"; {create} is the operation, {scope} and {idempotency} the names of a field and a header',
    ),
  },
  'skill.storeAndFind.step.find': {
    message:
      'Find it with {search}: the question as `query`, the same scope in `filter`. Results come best first, each with its `score`.',
    description: inSkill('step 2 of the workflow "Store a memory and find it again"; {search} is the operation'),
  },
  'skill.storeAndFind.step.notFound': {
    message: 'Nothing found yet? A memory is searchable once its embedding is computed: search again shortly.',
    description: inSkill('step 3 of the workflow "Store a memory and find it again"'),
  },
  'skill.storeAndFind.sampleIntro': {
    message: 'The same two calls with cURL, as the API reference shows them:',
    description: inSkill('the sentence before the two cURL samples of the workflow "Store a memory and find it again"'),
  },
  'skill.errors.title': {
    message: 'Handle 429 and 409',
    description: inSkill('the heading of the workflow on the HTTP errors 429 and 409'),
  },
  'skill.errors.intro429': {
    message: 'A 429 carries one of {codes}:',
    description: inSkill('the sentence before the list of the 429 error codes; {codes} are the codes'),
  },
  'skill.errors.code.rate_limited': {
    message:
      '`rate_limited`: too many requests in the window. Wait the {retryAfter} seconds, then retry; without the header, back off from {initial} s, times {multiplier}, up to {max} s. The SDKs do this on their own, {retries} times by default.',
    description: errorCode('rate_limited'),
  },
  'skill.errors.code.quota_exceeded': {
    message:
      '`quota_exceeded`: a plan quota is used up. Retrying does not help: stop, tell the user and check usage; never retry it automatically.',
    description: errorCode('quota_exceeded'),
  },
  'skill.errors.intro409': {
    message: 'A 409 carries one of {codes}:',
    description: inSkill('the sentence before the list of the 409 error codes; {codes} are the codes'),
  },
  'skill.errors.code.version_conflict': {
    message:
      '`version_conflict`: the memory changed since you read it (your {ifMatch} is stale). Read it again with {get} (its {etag} is the current version), apply your change to that version and send it with the new {ifMatch}.',
    description: errorCode('version_conflict'),
  },
  'skill.errors.code.idempotency_key_reused': {
    message:
      '`idempotency_key_reused`: this {idempotency} was used for a different request. Reuse a key only to retry the identical request; a new request needs a new key.',
    description: errorCode('idempotency_key_reused'),
  },
  'skill.errors.headers': {
    message: 'Every answer tells you where you stand: {headers}.',
    description: inSkill('the last sentence under "Handle 429 and 409"; {headers} are the rate limit headers'),
  },
  'skill.more.heading': {
    message: 'More',
    description: inSkill('the heading of the list of links at the end (contract, docs, MCP server, error codes)'),
  },
  'skill.more.link.contract': {
    message: 'The API contract (OpenAPI 3.1): {contract}.',
    description: moreLine('contract'),
  },
  'skill.more.link.llms': {
    message: 'Every page of the documentation in Markdown: {llms}.',
    description: moreLine('llms'),
  },
  'skill.more.link.mcp': {
    message: 'Search these docs from your agent over MCP (Streamable HTTP): {mcp}.',
    description: moreLine('mcp'),
  },
  'skill.more.link.errors': {
    message: 'Every error code and what to do about it: {errors}.',
    description: moreLine('errors'),
  },
} as const satisfies Record<string, MessageSource>;

type SkillMessageId = keyof typeof skillMessages;

/**
 * The id of a contract tag's sentence: `skill.tag.` and the tag in camel case (`API keys` is
 * `skill.tag.apiKeys`), so a tag the contract gains has a known id to add.
 */
export function tagMessageId(tag: string): string {
  const words = tag.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const camel = words.map((w, i) =>
    i === 0 ? w.toLowerCase() : `${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`,
  );
  return `skill.tag.${camel.join('')}`;
}

/** The id of a 429 or 409 error code's sentence: `skill.errors.code.` and the code. */
export function errorCodeMessageId(code: string): string {
  return `skill.errors.code.${code}`;
}

/** The skill's prose in `locale`, from the code.json of the site at `siteDir`. */
export function skillStringsFor(locale: string, siteDir: string = repoSiteDir): SkillStrings {
  const messages = localeMessages(siteDir, locale, '[mnemora-agent-discovery]', skillMessages);
  const t = (id: SkillMessageId, values?: Readonly<Record<string, string>>): string =>
    messageText(messages, id, values);
  /** The lines of a list: every English id under `prefix`, in the table's order. */
  const lines = (prefix: string, values: Readonly<Record<string, string>> = {}): string[] =>
    Object.keys(skillMessages)
      .filter((id) => id.startsWith(prefix))
      .map((id) => messageText(messages, id, values));
  /** A skill's title, text and list of limits: the messages `skill.<name>.title`, `.text`, `.limit.*`. */
  const skill = (name: keyof SkillStrings['skills']) => ({
    title: t(`skill.${name}.title`),
    text: t(`skill.${name}.text`),
    limits: (v?: Readonly<Record<string, string>>) => lines(`skill.${name}.limit.`, v),
  });
  /** A message whose id comes from the contract: none when English has no such message. */
  const known = (id: string): boolean => Object.hasOwn(skillMessages, id);
  return {
    description: t('skill.description'),
    compatibility: (v) => t('skill.compatibility', v),
    intro: t('skill.intro'),
    basics: (v) => t('skill.basics', v),
    capabilitiesHeading: t('skill.capabilities.heading'),
    tag: (tag) => (known(tagMessageId(tag)) ? messageText(messages, tagMessageId(tag)) : undefined),
    skillsHeading: t('skill.skills.heading'),
    operationsLabel: t('skill.label.operations'),
    inputsLabel: t('skill.label.inputs'),
    limitsLabel: t('skill.label.limits'),
    requiredMark: t('skill.label.required'),
    bodyLabel: t('skill.label.body'),
    headerLabel: t('skill.label.header'),
    queryLabel: t('skill.label.query'),
    pathLabel: t('skill.label.path'),
    skills: {
      store: skill('store'),
      search: skill('search'),
      manage: skill('manage'),
      keys: skill('keys'),
      changes: skill('changes'),
    },
    workflowsHeading: t('skill.workflows.heading'),
    storeAndFind: {
      title: t('skill.storeAndFind.title'),
      steps: (v) => lines('skill.storeAndFind.step.', v),
      sampleIntro: t('skill.storeAndFind.sampleIntro'),
    },
    handle429and409: {
      title: t('skill.errors.title'),
      intro429: (v) => t('skill.errors.intro429', v),
      code: (code) => {
        const id = errorCodeMessageId(code);
        return known(id) ? (v: ErrorCodeValues) => messageText(messages, id, v) : undefined;
      },
      intro409: (v) => t('skill.errors.intro409', v),
      headers: (v) => t('skill.errors.headers', v),
    },
    moreHeading: t('skill.more.heading'),
    more: (v) => lines('skill.more.link.', v),
  };
}
