/**
 * The `mnemora` command-line tool (npm `@mnemora/cli`): the single source of truth for its
 * commands, subcommands, arguments, flags, environment variables and exit codes.
 *
 * `docs/sdks/cli.md` renders everything here through `src/components/CliCommandTable` (and its
 * Markdown twin through `src/plugins/llms-txt/cli-markdown.ts`, both from the one model of
 * `src/lib/cli-reference.ts`), and `tests/content/cli-samples.test.ts` checks every `mnemora …`
 * line in the docs' code blocks against it, so the page, the samples and this table cannot drift
 * apart. The file is plain data with no Docusaurus imports so Node scripts and tests can read it
 * too. Defaults that the SDKs share (timeout, retries) come from the facts module.
 */
import {facts} from './facts';
import {apiBaseUrl} from '../../config/platform';

/** How a flag's value is read. `boolean` flags take no value. */
export type CliValueType = 'string' | 'integer' | 'number' | 'boolean' | 'enum' | 'timestamp' | 'path' | 'key=value';

export const cliValueTypes: readonly CliValueType[] = [
  'string',
  'integer',
  'number',
  'boolean',
  'enum',
  'timestamp',
  'path',
  'key=value',
];

export interface CliFlag {
  /** Long name without the leading dashes: `tag` for `--tag`. */
  readonly name: string;
  /** Optional one-letter alias without the dash: `t` for `-t`. */
  readonly short?: string;
  readonly type: CliValueType;
  /**
   * `enum`: the allowed values. `timestamp`: keywords accepted besides an RFC 3339 time
   * (`never`). Not used by other types.
   */
  readonly values?: readonly string[];
  /** Name of the value in the synopsis, `<tag>`. Defaults to the flag name. */
  readonly placeholder?: string;
  readonly default?: string | number | boolean;
  /** The flag may be given more than once; every value is kept. */
  readonly repeatable?: boolean;
  readonly required?: boolean;
  /** Environment variable that supplies the value when the flag is absent. */
  readonly env?: string;
  readonly description: string;
}

export interface CliArgument {
  readonly name: string;
  readonly required: boolean;
  /** Takes every remaining positional value. Only the last argument may be variadic. */
  readonly variadic?: boolean;
  /** The only values the argument accepts, when it is a closed set. */
  readonly values?: readonly string[];
  readonly description: string;
}

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A REST operation of `openapi/mnemora.yaml` that a command calls. */
interface CliOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path under the API's base URL (`apiBaseUrl`, config/platform.ts). */
  readonly path: string;
}

export interface CliCommand {
  /** Words after `mnemora`: `['memories', 'add']`. */
  readonly path: readonly string[];
  readonly summary: string;
  readonly args: readonly CliArgument[];
  readonly flags: readonly CliFlag[];
  /** REST operations the command calls; empty for local commands (`config`, `completion`). */
  readonly operations: readonly CliOperation[];
  /** One complete, realistic invocation; checked like every docs sample. */
  readonly example: string;
}

/** A command word that only groups subcommands (`mnemora memories …`). */
export interface CliCommandGroup {
  readonly name: string;
  readonly summary: string;
}

export interface CliExitCode {
  readonly code: number;
  readonly name: string;
  readonly meaning: string;
  /** API error codes (`error.code` in the envelope) that end with this exit code. */
  readonly errorCodes: readonly string[];
}

export interface CliEnvironmentVariable {
  readonly name: string;
  /** Global flag that overrides the variable, if any. */
  readonly flag?: string;
  readonly description: string;
}

export const cliBinary = 'mnemora';

/** Settings of a config file profile, as `config set`/`config get` name them. */
const cliSettingKeys: readonly string[] = ['api_key', 'base_url', 'project', 'output', 'timeout_ms', 'max_retries'];

// Flags shared by several commands. Each command lists the ones it accepts.
const userFlag: CliFlag = {
  name: 'user',
  type: 'string',
  placeholder: 'user_id',
  description: 'Limit to the scope of this end user (`scope.user_id`).',
};
const agentFlag: CliFlag = {
  name: 'agent',
  type: 'string',
  placeholder: 'agent_id',
  description: 'Limit to the scope of this agent (`scope.agent_id`).',
};
const tagFilterFlag: CliFlag = {
  name: 'tag',
  short: 't',
  type: 'string',
  placeholder: 'tag',
  repeatable: true,
  description: 'Keep only memories that carry this tag. Repeat the flag to require every tag given.',
};
const createdAfterFlag: CliFlag = {
  name: 'created-after',
  type: 'timestamp',
  placeholder: 'time',
  description: 'Keep only memories created at or after this RFC 3339 time, such as `2026-11-01T00:00:00Z`.',
};
const createdBeforeFlag: CliFlag = {
  name: 'created-before',
  type: 'timestamp',
  placeholder: 'time',
  description: 'Keep only memories created before this RFC 3339 time.',
};
const metadataFlag: CliFlag = {
  name: 'metadata',
  short: 'm',
  type: 'key=value',
  placeholder: 'key=value',
  repeatable: true,
  description:
    'Set one metadata entry. `true`/`false` become booleans, numbers become numbers, anything else stays a string; quote the value to keep digits as text (`plan="42"`).',
};
const idempotencyKeyFlag: CliFlag = {
  name: 'idempotency-key',
  type: 'string',
  placeholder: 'key',
  description:
    'Send this `Idempotency-Key` (1–255 characters) so a retried write is applied once. The CLI generates one per write when you leave it out.',
};
const ifVersionFlag: CliFlag = {
  name: 'if-version',
  type: 'integer',
  placeholder: 'version',
  description:
    'Only write if the memory is still at this `version` (sent as `If-Match`); otherwise fail with `version_conflict` and exit code 6.',
};
const yesFlag: CliFlag = {
  name: 'yes',
  short: 'y',
  type: 'boolean',
  default: false,
  description: 'Skip the confirmation prompt. Required when standard input is not a terminal.',
};
const fileFlag: CliFlag = {
  name: 'file',
  short: 'f',
  type: 'path',
  placeholder: 'path',
  description: 'Read the memory content from this file; `-` reads standard input.',
};

export const cliGlobalFlags: readonly CliFlag[] = [
  {
    name: 'api-key',
    type: 'string',
    placeholder: 'key',
    env: 'MNEMORA_API_KEY',
    description:
      'API key sent as `Authorization: Bearer <key>`. Prefer the environment variable or the config file: flags end up in shell history.',
  },
  {
    name: 'base-url',
    type: 'string',
    placeholder: 'url',
    default: apiBaseUrl,
    env: 'MNEMORA_BASE_URL',
    description: 'API base URL, including the version path.',
  },
  {
    name: 'output',
    short: 'o',
    type: 'enum',
    placeholder: 'format',
    values: ['table', 'json'],
    default: 'table',
    description:
      'Output format. `json` prints the API response body unchanged (one JSON document; `changes tail` prints one event per line).',
  },
  {
    name: 'project',
    short: 'p',
    type: 'string',
    placeholder: 'project_id',
    env: 'MNEMORA_PROJECT',
    description:
      'Project to work in (`scope.project_id`). Required by `memories add`, `memories import` and `changes tail`; a filter elsewhere.',
  },
  {
    name: 'profile',
    type: 'string',
    placeholder: 'name',
    default: 'default',
    env: 'MNEMORA_PROFILE',
    description: 'Config file profile to read settings from.',
  },
  {
    name: 'timeout',
    type: 'integer',
    placeholder: 'ms',
    default: facts.sdkTimeoutMs,
    description: 'Per-request timeout in milliseconds.',
  },
  {
    name: 'max-retries',
    type: 'integer',
    placeholder: 'n',
    default: facts.retryDefaultMaxRetries,
    description:
      'Retries for `rate_limited`, `internal_error`, `service_unavailable` and network failures, with exponential backoff (0.5 s doubling, capped at 8 s) that honours `Retry-After`. `quota_exceeded` is never retried: the command exits with code 5 at once.',
  },
  {
    name: 'verbose',
    short: 'v',
    type: 'boolean',
    default: false,
    description:
      'Log each request to standard error: method, path, status, `X-Request-Id` and timing. Never logs the API key.',
  },
  {
    name: 'no-color',
    type: 'boolean',
    default: false,
    description: 'Disable colours in table output. Setting `NO_COLOR` does the same.',
  },
  {
    name: 'help',
    short: 'h',
    type: 'boolean',
    default: false,
    description: 'Show help for the command and exit.',
  },
  {
    name: 'version',
    type: 'boolean',
    default: false,
    description: 'Print the CLI version and exit.',
  },
];

export const cliCommandGroups: readonly CliCommandGroup[] = [
  {name: 'config', summary: 'Read and write the config file.'},
  {name: 'memories', summary: 'Create, read, list, update, delete, import and export memories.'},
  {name: 'keys', summary: 'List, create and revoke API keys.'},
  {name: 'changes', summary: 'Follow realtime memory changes.'},
];

export const cliCommands: readonly CliCommand[] = [
  {
    path: ['config', 'init'],
    summary:
      'Create or update a profile interactively: prompts for the API key (hidden input) and the default project, then writes the config file with mode 0600.',
    args: [],
    flags: [
      {
        name: 'force',
        type: 'boolean',
        default: false,
        description: 'Overwrite the profile if it already exists.',
      },
    ],
    operations: [],
    example: 'mnemora config init --profile test',
  },
  {
    path: ['config', 'set'],
    summary: 'Set one setting of the current profile.',
    args: [
      {name: 'key', required: true, values: cliSettingKeys, description: 'The setting to change.'},
      {name: 'value', required: true, description: 'The new value.'},
    ],
    flags: [],
    operations: [],
    example: 'mnemora config set project proj_7Hq2LmZ9',
  },
  {
    path: ['config', 'get'],
    summary:
      'Print one setting as resolved from flags, environment, config file and defaults. The API key prints masked.',
    args: [{name: 'key', required: true, values: cliSettingKeys, description: 'The setting to print.'}],
    flags: [],
    operations: [],
    example: 'mnemora config get base_url',
  },
  {
    path: ['config', 'list'],
    summary:
      'Print every setting with its value and where it came from (`flag`, `env`, `file`, `default`). The API key prints masked.',
    args: [],
    flags: [],
    operations: [],
    example: 'mnemora config list --profile live',
  },
  {
    path: ['config', 'path'],
    summary: 'Print the path of the config file in use.',
    args: [],
    flags: [],
    operations: [],
    example: 'mnemora config path',
  },
  {
    path: ['memories', 'add'],
    summary: 'Store one memory in the current project.',
    args: [
      {
        name: 'content',
        required: false,
        description: 'The memory text (1–32,000 characters). Leave it out to read `--file` or standard input.',
      },
    ],
    flags: [
      fileFlag,
      {
        name: 'tag',
        short: 't',
        type: 'string',
        placeholder: 'tag',
        repeatable: true,
        description:
          'Add a tag (lowercase letters, digits, `_` and `-`, up to 64 characters). Repeat for up to 32 tags.',
      },
      metadataFlag,
      {...userFlag, description: 'Store the memory for this end user (`scope.user_id`).'},
      {...agentFlag, description: 'Store the memory for this agent (`scope.agent_id`).'},
      {
        name: 'expires-at',
        type: 'timestamp',
        placeholder: 'time',
        description: 'Delete the memory automatically at this RFC 3339 time.',
      },
      idempotencyKeyFlag,
    ],
    operations: [{operationId: 'createMemory', method: 'POST', path: '/memories'}],
    example: 'mnemora memories add "Prefers dark mode" --user user_4821 --tag preferences --metadata source=settings',
  },
  {
    path: ['memories', 'get'],
    summary: 'Print one memory.',
    args: [{name: 'memory_id', required: true, description: 'The memory ID, `mem_…`.'}],
    flags: [],
    operations: [{operationId: 'getMemory', method: 'GET', path: '/memories/{memory_id}'}],
    example: 'mnemora memories get mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4 --output json',
  },
  {
    path: ['memories', 'list'],
    summary: 'List memories, newest first, one page at a time or all of them with `--all`.',
    args: [],
    flags: [
      {
        name: 'limit',
        short: 'l',
        type: 'integer',
        default: 20,
        description: 'Memories per page, 1–100.',
      },
      {
        name: 'cursor',
        type: 'string',
        placeholder: 'cursor',
        description: 'Start after this cursor: the `next_cursor` of the previous page.',
      },
      userFlag,
      agentFlag,
      tagFilterFlag,
      createdAfterFlag,
      createdBeforeFlag,
      {
        name: 'order',
        type: 'enum',
        placeholder: 'order',
        values: ['asc', 'desc'],
        default: 'desc',
        description: 'Sort by `created_at`, oldest first (`asc`) or newest first (`desc`).',
      },
      {
        name: 'all',
        type: 'boolean',
        default: false,
        description: 'Follow `next_cursor` until `has_more` is false and print every page.',
      },
    ],
    operations: [{operationId: 'listMemories', method: 'GET', path: '/memories'}],
    example: 'mnemora memories list --user user_4821 --tag preferences --limit 50',
  },
  {
    path: ['memories', 'update'],
    summary: 'Change the content, tags, metadata or expiry of a memory. Fields you leave out keep their value.',
    args: [{name: 'memory_id', required: true, description: 'The memory ID, `mem_…`.'}],
    flags: [
      {
        name: 'content',
        short: 'c',
        type: 'string',
        placeholder: 'text',
        description: 'New content. The memory is embedded again.',
      },
      {...fileFlag, description: 'Read the new content from this file; `-` reads standard input.'},
      {
        name: 'tag',
        short: 't',
        type: 'string',
        placeholder: 'tag',
        repeatable: true,
        description: 'Replace the tags with the ones given. Repeat for several tags.',
      },
      {
        ...metadataFlag,
        description: 'Replace the metadata with the entries given; values are typed as for `memories add`.',
      },
      {
        name: 'expires-at',
        type: 'timestamp',
        placeholder: 'time',
        values: ['never'],
        description: 'New expiry time (RFC 3339), or `never` to remove it.',
      },
      ifVersionFlag,
      idempotencyKeyFlag,
    ],
    operations: [{operationId: 'updateMemory', method: 'PATCH', path: '/memories/{memory_id}'}],
    example: 'mnemora memories update mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4 --content "Prefers light mode" --if-version 3',
  },
  {
    path: ['memories', 'delete'],
    summary:
      'Delete memories. One ID calls `deleteMemory`; several IDs, or filter flags instead of IDs, call `bulkDeleteMemories`. Asks for confirmation unless `--yes`.',
    args: [
      {
        name: 'memory_id',
        required: false,
        variadic: true,
        description:
          'IDs of the memories to delete (up to 1,000). Leave them out and give filter flags to delete every match in the current project.',
      },
    ],
    flags: [
      userFlag,
      agentFlag,
      tagFilterFlag,
      createdAfterFlag,
      createdBeforeFlag,
      {
        name: 'dry-run',
        type: 'boolean',
        default: false,
        description: 'Bulk delete only: report how many memories would be deleted, delete nothing.',
      },
      {
        ...ifVersionFlag,
        description: 'Single ID only: delete only if the memory is still at this `version` (sent as `If-Match`).',
      },
      yesFlag,
    ],
    operations: [
      {operationId: 'deleteMemory', method: 'DELETE', path: '/memories/{memory_id}'},
      {operationId: 'bulkDeleteMemories', method: 'POST', path: '/memories/bulk-delete'},
    ],
    example: 'mnemora memories delete --user user_4821 --tag onboarding --dry-run',
  },
  {
    path: ['memories', 'import'],
    summary:
      'Store memories from a JSON Lines or JSON file in batches. Each record is a `createMemory` body; records without a `scope` get the current project. Failed records print to standard error and the command exits 1.',
    args: [{name: 'file', required: true, description: 'File to read; `-` reads standard input.'}],
    flags: [
      {
        name: 'format',
        type: 'enum',
        placeholder: 'format',
        values: ['jsonl', 'json'],
        default: 'jsonl',
        description: '`jsonl`: one memory object per line. `json`: one array of memory objects.',
      },
      {
        name: 'batch-size',
        type: 'integer',
        default: 100,
        description: 'Memories per `batchCreateMemories` request, 1–100.',
      },
      {
        name: 'idempotency-prefix',
        type: 'string',
        placeholder: 'prefix',
        description:
          'Send `Idempotency-Key: <prefix>-<batch number>` with each batch, so re-running an interrupted import within 24 hours does not store duplicates.',
      },
      {
        name: 'dry-run',
        type: 'boolean',
        default: false,
        description: 'Validate every record locally and print the batch plan; send nothing.',
      },
    ],
    operations: [{operationId: 'batchCreateMemories', method: 'POST', path: '/memories/batch'}],
    example: 'mnemora memories import notes.jsonl --batch-size 50 --idempotency-prefix import-2026-11-21',
  },
  {
    path: ['memories', 'export'],
    summary: 'Write every memory that matches the filters as JSON Lines or JSON, following pagination to the end.',
    args: [],
    flags: [
      {
        name: 'file',
        short: 'f',
        type: 'path',
        placeholder: 'path',
        description: 'Write to this file instead of standard output.',
      },
      {
        name: 'format',
        type: 'enum',
        placeholder: 'format',
        values: ['jsonl', 'json'],
        default: 'jsonl',
        description: 'Output format; `jsonl` output can be fed back to `memories import`.',
      },
      userFlag,
      agentFlag,
      tagFilterFlag,
      createdAfterFlag,
      createdBeforeFlag,
    ],
    operations: [{operationId: 'listMemories', method: 'GET', path: '/memories'}],
    example: 'mnemora memories export --user user_4821 --file user_4821.jsonl',
  },
  {
    path: ['search'],
    summary: 'Search memories by meaning, by keywords or both, with filters.',
    args: [{name: 'query', required: true, description: 'What to look for, in natural language or keywords.'}],
    flags: [
      {
        name: 'mode',
        type: 'enum',
        placeholder: 'mode',
        values: ['semantic', 'keyword', 'hybrid'],
        default: 'hybrid',
        description: 'Search by vector similarity, by keywords, or both combined.',
      },
      {
        name: 'alpha',
        type: 'number',
        default: 0.5,
        description: 'Hybrid mode: weight of the semantic score, 0–1 (0 is pure keyword, 1 pure semantic).',
      },
      {
        name: 'limit',
        short: 'l',
        type: 'integer',
        default: 10,
        description: 'Results per page, 1–100.',
      },
      {
        name: 'cursor',
        type: 'string',
        placeholder: 'cursor',
        description: 'Fetch the page after this `next_cursor`.',
      },
      {
        name: 'min-score',
        type: 'number',
        description: 'Drop results that score below this value, 0–1.',
      },
      userFlag,
      agentFlag,
      {
        ...tagFilterFlag,
        description: 'Keep results that carry this tag; repeat to require every tag (`filter.tags.all`).',
      },
      {
        name: 'any-tag',
        type: 'string',
        placeholder: 'tag',
        repeatable: true,
        description: 'Keep results that carry at least one of the tags given (`filter.tags.any`).',
      },
      {
        ...metadataFlag,
        description: 'Keep results whose metadata has this exact value (`filter.metadata`); repeat to require several.',
      },
      createdAfterFlag,
      createdBeforeFlag,
    ],
    operations: [{operationId: 'searchMemories', method: 'POST', path: '/search'}],
    example: 'mnemora search "what theme does the user like?" --user user_4821 --mode hybrid --alpha 0.7 --limit 5',
  },
  {
    path: ['keys', 'list'],
    summary: 'List the API keys of the organisation. Shows each key’s prefix, never the full secret.',
    args: [],
    flags: [],
    operations: [{operationId: 'listApiKeys', method: 'GET', path: '/keys'}],
    example: 'mnemora keys list --output json',
  },
  {
    path: ['keys', 'create'],
    summary: 'Create an API key and print its secret. The secret is shown once: store it right away.',
    args: [],
    flags: [
      {
        name: 'name',
        short: 'n',
        type: 'string',
        placeholder: 'name',
        required: true,
        description: 'A name that tells you where the key is used, such as `support-bot-prod`.',
      },
      {
        name: 'kind',
        type: 'enum',
        placeholder: 'kind',
        values: ['secret', 'restricted'],
        default: 'secret',
        description: '`secret` keys can call every operation; `restricted` keys only their permissions.',
      },
      {
        name: 'permission',
        type: 'string',
        placeholder: 'permission',
        repeatable: true,
        description:
          'Grant a permission to a restricted key: `memories:read`, `memories:write`, `search` or `keys:manage`. Repeat for several.',
      },
    ],
    operations: [{operationId: 'createApiKey', method: 'POST', path: '/keys'}],
    example:
      'mnemora keys create --name support-bot-prod --kind restricted --permission memories:read --permission search',
  },
  {
    path: ['keys', 'revoke'],
    summary: 'Revoke an API key. Requests that use it fail with `unauthenticated` from then on.',
    args: [{name: 'key_id', required: true, description: 'The key ID, `key_…` (not the secret).'}],
    flags: [yesFlag],
    operations: [{operationId: 'revokeApiKey', method: 'DELETE', path: '/keys/{key_id}'}],
    example: 'mnemora keys revoke key_01J9Y7D2F5H8K1M4P7R0T3W6Z9 --yes',
  },
  {
    path: ['usage'],
    summary: 'Show usage for the current billing period against your plan’s limits.',
    args: [],
    flags: [],
    operations: [{operationId: 'getUsage', method: 'GET', path: '/usage'}],
    example: 'mnemora usage --output json',
  },
  {
    path: ['changes', 'tail'],
    summary:
      'Stream memory changes in the current project until you press Ctrl-C. Reconnects by itself and resumes from the last event it printed.',
    args: [],
    flags: [
      userFlag,
      agentFlag,
      {
        name: 'since',
        type: 'integer',
        placeholder: 'sequence',
        description: 'Replay events after this `sequence` number before following live changes.',
      },
      {
        name: 'type',
        type: 'enum',
        placeholder: 'type',
        values: ['memory.created', 'memory.updated', 'memory.deleted'],
        repeatable: true,
        description: 'Print only events of this type; repeat for several. Filtering happens in the CLI.',
      },
    ],
    operations: [{operationId: 'streamChanges', method: 'GET', path: '/changes'}],
    example: 'mnemora changes tail --user user_4821 --type memory.created --output json',
  },
  {
    path: ['health'],
    summary: 'Check that the API answers. Needs no API key.',
    args: [],
    flags: [],
    operations: [{operationId: 'getHealth', method: 'GET', path: '/health'}],
    example: 'mnemora health',
  },
  {
    path: ['completion'],
    summary: 'Print the shell completion script for bash, zsh or fish.',
    args: [{name: 'shell', required: true, values: ['bash', 'zsh', 'fish'], description: 'The shell to complete for.'}],
    flags: [],
    operations: [],
    example: 'mnemora completion zsh',
  },
];

/**
 * Exit codes. A script can branch on them without parsing output; with `--output json` the
 * error envelope is also printed to standard error.
 */
export const cliExitCodes: readonly CliExitCode[] = [
  {code: 0, name: 'ok', meaning: 'The command succeeded.', errorCodes: []},
  {
    code: 1,
    name: 'error',
    meaning:
      'The API rejected the request or failed for a reason without its own exit code, or an import stored only part of its records.',
    errorCodes: ['invalid_request', 'validation_failed', 'payload_too_large', 'internal_error'],
  },
  {
    code: 2,
    name: 'usage',
    meaning: 'The command line is wrong: unknown command or flag, missing argument, bad flag value. Nothing was sent.',
    errorCodes: [],
  },
  {
    code: 3,
    name: 'auth',
    meaning: 'No API key, an invalid or revoked key, or a key without the permission the command needs.',
    errorCodes: ['unauthenticated', 'permission_denied'],
  },
  {
    code: 4,
    name: 'not_found',
    meaning: 'The memory or key does not exist, or is outside your organisation.',
    errorCodes: ['not_found'],
  },
  {
    code: 5,
    name: 'rate_limited',
    meaning: 'Still rate limited after the retries, or the plan quota is used up.',
    errorCodes: ['rate_limited', 'quota_exceeded'],
  },
  {
    code: 6,
    name: 'conflict',
    meaning:
      'The memory changed since the `--if-version` you gave, or an idempotency key was reused with a different body.',
    errorCodes: ['version_conflict', 'idempotency_key_reused'],
  },
  {
    code: 7,
    name: 'unavailable',
    meaning: 'The API could not be reached: network failure, timeout, or `service_unavailable` after the retries.',
    errorCodes: ['service_unavailable'],
  },
  {
    code: 130,
    name: 'interrupted',
    meaning: 'You pressed Ctrl-C (used by `changes tail` and long imports).',
    errorCodes: [],
  },
];

export const cliEnvironment: readonly CliEnvironmentVariable[] = [
  {
    name: 'MNEMORA_API_KEY',
    flag: 'api-key',
    description: 'API key. The usual way to authenticate in CI and containers.',
  },
  {name: 'MNEMORA_BASE_URL', flag: 'base-url', description: 'API base URL, for a proxy or a staging gateway.'},
  {name: 'MNEMORA_PROJECT', flag: 'project', description: 'Default project ID.'},
  {name: 'MNEMORA_PROFILE', flag: 'profile', description: 'Config file profile to use.'},
  {
    name: 'MNEMORA_CONFIG',
    description:
      'Path of the config file, instead of `~/.config/mnemora/config.toml` (or `$XDG_CONFIG_HOME/mnemora/config.toml`).',
  },
  {name: 'NO_COLOR', flag: 'no-color', description: 'Any non-empty value disables colours.'},
];

/** `['memories', 'add']` → `command-memories-add`: the heading id of a command on the CLI page. */
export function cliCommandAnchor(path: readonly string[]): string {
  return `command-${path.join('-')}`;
}

export function findCliCommand(path: string): CliCommand | undefined {
  return cliCommands.find((command) => command.path.join(' ') === path);
}

/**
 * Stable translation ids for the strings above, so `i18n/<locale>/code.json` can translate the
 * CLI reference. The Babel extractor of `write-translations` only sees literal strings, so
 * `scripts/write-code-translations.ts` adds these ids to a locale's `code.json` instead.
 */
export const cliMessageIds = {
  group: (name: string): string => `cli.group.${name}`,
  command: (path: readonly string[]): string => `cli.command.${path.join('.')}`,
  argument: (path: readonly string[], name: string): string => `cli.command.${path.join('.')}.arg.${name}`,
  flag: (path: readonly string[], name: string): string => `cli.command.${path.join('.')}.flag.${name}`,
  globalFlag: (name: string): string => `cli.globalFlag.${name}`,
  exitCode: (code: number): string => `cli.exitCode.${code}`,
  environment: (name: string): string => `cli.env.${name}`,
};

/** Every translatable string of the CLI reference: id → English message. */
export function cliMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const group of cliCommandGroups) messages[cliMessageIds.group(group.name)] = group.summary;
  for (const flag of cliGlobalFlags) messages[cliMessageIds.globalFlag(flag.name)] = flag.description;
  for (const command of cliCommands) {
    messages[cliMessageIds.command(command.path)] = command.summary;
    for (const arg of command.args) messages[cliMessageIds.argument(command.path, arg.name)] = arg.description;
    for (const flag of command.flags) messages[cliMessageIds.flag(command.path, flag.name)] = flag.description;
  }
  for (const exit of cliExitCodes) messages[cliMessageIds.exitCode(exit.code)] = exit.meaning;
  for (const variable of cliEnvironment) messages[cliMessageIds.environment(variable.name)] = variable.description;
  return messages;
}

// Signatures shown by the CLI page and its Markdown twin (through src/lib/cli-reference.ts):
// one implementation, so the two always print the same synopsis.

export function flagSignature(flag: CliFlag): string {
  const names = flag.short ? `--${flag.name}, -${flag.short}` : `--${flag.name}`;
  if (flag.type === 'boolean') return names;
  const value = flag.placeholder ?? (flag.type === 'enum' && flag.values ? flag.values.join('|') : flag.name);
  return `${names} <${value}>`;
}

export function argumentSignature(arg: CliArgument): string {
  const name = `${arg.name}${arg.variadic ? '…' : ''}`;
  return arg.required ? `<${name}>` : `[${name}]`;
}

/** `mnemora memories add [content] [flags]`, as the page and its twin show it. */
export function cliSynopsis(command: CliCommand): string {
  const parts = [cliBinary, ...command.path, ...command.args.map(argumentSignature)];
  for (const flag of command.flags.filter((f) => f.required)) parts.push(flagSignature(flag));
  if (command.flags.some((f) => !f.required)) parts.push('[flags]');
  return parts.join(' ');
}
