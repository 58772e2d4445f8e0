/**
 * The product skill (agentskills.io format): YAML front matter (name, description, license,
 * compatibility, metadata), then capabilities, skills with their operations, inputs and limits,
 * and two workflows. Every operation, field, code, header and number comes from the contract or
 * src/data/facts.ts; only the prose comes from skill-strings.ts (English) and the locale's code.json.
 */
import {createHash} from 'node:crypto';
import {facts, formatFact} from '../../data/facts';
import {
  enumOf,
  errorCodes,
  operationById,
  operationsOf,
  retryPolicy,
  serverUrl,
  type ApiModel,
  type Operation,
} from './contract';
import {errorCodeMessageId, skillStringsFor, tagMessageId, type SkillLocale} from './skill-strings';

export interface SkillInput {
  readonly model: ApiModel;
  readonly locale: SkillLocale;
  readonly defaultLocale: SkillLocale;
  /** Absolute URLs the skill links. */
  readonly urls: {
    readonly contract: string;
    readonly llmsTxt: string;
    readonly mcp: string;
    readonly errorCodes: string;
  };
  /** The checked cURL samples of the API reference, by "METHOD /path". */
  readonly curlSamples: Readonly<Record<string, string | undefined>>;
  /** The site whose `i18n/<locale>/code.json` has the prose; this repository by default. */
  readonly siteDir?: string;
}

/** `mnemora` in the default locale, `mnemora-es` elsewhere: names are unique in the skills index. */
export function skillName(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? 'mnemora' : `mnemora-${locale}`;
}

const code = (value: string): string => `\`${value}\``;
const list = (values: readonly string[]): string => values.map(code).join(', ');

/** A YAML scalar that needs no escaping rules of its own: JSON strings are valid YAML. */
const yamlString = (value: string): string => JSON.stringify(value);

function signature(op: Operation): string {
  return `${code(`${op.method} ${op.path}`)} (${code(op.operationId)})`;
}

export function renderSkill({model, locale, defaultLocale, urls, curlSamples, siteDir}: SkillInput): string {
  const s = skillStringsFor(locale, siteDir);
  const f = (name: keyof typeof facts): string => code(formatFact(facts[name], locale));
  const {license} = model;
  if (!license) throw new Error('skill: the contract has no info.license');
  const operations = operationsOf(model);
  const op = (id: string): Operation => operationById(model, id);

  const lines: string[] = [
    '---',
    `name: ${skillName(locale, defaultLocale)}`,
    `description: ${yamlString(s.description)}`,
    `license: ${license}`,
    `compatibility: ${yamlString(s.compatibility({node: String(facts.nodeMinMajor), python: String(facts.pythonMin)}))}`,
    'metadata:',
    `  api-version: ${yamlString(String(facts.apiVersion))}`,
    `  language: ${locale}`,
    `  contract: ${urls.contract}`,
    `  docs: ${urls.llmsTxt}`,
    '---',
    '',
    '# Mnemora',
    '',
    s.intro,
    '',
    s.basics({server: code(serverUrl(model)), apiVersion: f('apiVersion'), prefixes: list(facts.keyPrefixes)}),
    '',
    `## ${s.capabilitiesHeading}`,
    '',
  ];
  const tags = [...new Set(operations.map((o) => o.tag))];
  for (const tag of tags) {
    const sentence = s.tag(tag);
    if (sentence === undefined)
      throw new Error(
        `skill: ${locale} has no sentence for the contract's tag "${tag}" (add the message ${tagMessageId(tag)} to src/plugins/agent-discovery/skill-strings.ts and translate it in i18n/<locale>/code.json)`,
      );
    lines.push(
      `- ${sentence} ${operations
        .filter((o) => o.tag === tag)
        .map(signature)
        .join(', ')}`,
    );
  }

  const inputs = (ops: readonly Operation[]): string => {
    const seen = new Set<string>();
    const parts: string[] = [];
    for (const o of ops) {
      for (const field of o.bodyFields) {
        const key = `body:${field.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        parts.push(`${code(field.name)} (${s.bodyLabel}${field.required ? `, ${s.requiredMark}` : ''})`);
      }
      for (const p of o.parameters) {
        const key = `${p.in}:${p.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const where = {header: s.headerLabel, query: s.queryLabel, path: s.pathLabel}[p.in] ?? p.in;
        parts.push(`${code(p.name)} (${where}${p.required ? `, ${s.requiredMark}` : ''})`);
      }
    }
    return parts.join(', ');
  };

  const skill = (title: string, text: string, ids: readonly string[], limits: readonly string[]): void => {
    const ops = ids.map(op);
    lines.push('', `### ${title}`, '', text, '', `- ${s.operationsLabel}: ${ops.map(signature).join(', ')}`);
    const given = inputs(ops);
    if (given) lines.push(`- ${s.inputsLabel}: ${given}`);
    if (limits.length > 0) lines.push(`- ${s.limitsLabel}:`, ...limits.map((l) => `  - ${l}`));
  };
  lines.push('', `## ${s.skillsHeading}`);
  skill(
    s.skills.store.title,
    s.skills.store.text,
    ['createMemory', 'batchCreateMemories'],
    s.skills.store.limits({content: f('contentMaxLength'), batch: f('batchMaxItems'), bodyMiB: f('requestBodyMaxMiB')}),
  );
  skill(
    s.skills.search.title,
    s.skills.search.text,
    ['searchMemories'],
    s.skills.search.limits({
      query: f('queryMaxLength'),
      limitDefault: f('searchLimitDefault'),
      limitMax: f('searchLimitMax'),
      modes: list(enumOf(model, 'SearchMode')),
      modeDefault: f('searchModeDefault'),
      alpha: f('alphaDefault'),
    }),
  );
  skill(
    s.skills.manage.title,
    s.skills.manage.text,
    ['getMemory', 'listMemories', 'updateMemory', 'deleteMemory', 'bulkDeleteMemories'],
    s.skills.manage.limits({
      listDefault: f('listLimitDefault'),
      listMax: f('listLimitMax'),
      bulkMax: f('bulkDeleteMaxIds'),
    }),
  );
  skill(
    s.skills.keys.title,
    s.skills.keys.text,
    ['listApiKeys', 'createApiKey', 'revokeApiKey', 'getUsage'],
    s.skills.keys.limits({permissions: list(enumOf(model, 'Permission')), prefixes: list(facts.keyPrefixes)}),
  );
  skill(s.skills.changes.title, s.skills.changes.text, ['streamChanges', 'getHealth'], s.skills.changes.limits());

  const create = op('createMemory');
  const search = op('searchMemories');
  const get = op('getMemory');
  lines.push('', `## ${s.workflowsHeading}`, '', `### ${s.storeAndFind.title}`, '');
  s.storeAndFind
    .steps({
      create: signature(create),
      search: signature(search),
      idempotency: code('Idempotency-Key'),
      scope: code('scope'),
    })
    .forEach((step, i) => lines.push(`${i + 1}. ${step}`));
  const samples = [create, search].map((o) => curlSamples[`${o.method} ${o.path}`]);
  if (samples.every((sample): sample is string => typeof sample === 'string')) {
    lines.push('', s.storeAndFind.sampleIntro, '');
    for (const sample of samples) lines.push('```bash', sample, '```', '');
    lines.pop();
  }

  const codes = errorCodes(model);
  const policy = retryPolicy(model);
  const values = {
    retryAfter: code('Retry-After'),
    retries: code(formatFact(policy.default_max_retries, locale)),
    initial: code(formatFact(policy.backoff_initial_seconds, locale)),
    multiplier: code(formatFact(policy.backoff_multiplier, locale)),
    max: code(formatFact(policy.backoff_max_seconds, locale)),
    ifMatch: code('If-Match'),
    etag: code('ETag'),
    get: signature(get),
    idempotency: code('Idempotency-Key'),
  };
  const h = s.handle429and409;
  lines.push('', `### ${h.title}`, '');
  for (const [status, intro] of [
    [429, h.intro429],
    [409, h.intro409],
  ] as const) {
    const ofStatus = codes.filter((c) => c.status === status);
    if (ofStatus.length === 0) throw new Error(`skill: the contract has no error code with status ${status}`);
    lines.push(intro({codes: list(ofStatus.map((c) => c.code))}), '');
    for (const c of ofStatus) {
      const text = h.code(c.code);
      if (!text)
        throw new Error(
          `skill: ${locale} says nothing about the contract's ${status} code "${c.code}" (add the message ${errorCodeMessageId(c.code)} to src/plugins/agent-discovery/skill-strings.ts and translate it in i18n/<locale>/code.json)`,
        );
      lines.push(`- ${text(values)}`);
    }
    lines.push('');
  }
  lines.push(h.headers({headers: list(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'])}));
  lines.push(
    '',
    `## ${s.moreHeading}`,
    '',
    ...s
      .more({
        contract: `<${urls.contract}>`,
        llms: `<${urls.llmsTxt}>`,
        mcp: `<${urls.mcp}>`,
        errors: `<${urls.errorCodes}>`,
      })
      .map((l) => `- ${l}`),
  );
  return `${lines.join('\n')}\n`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** What a skill names that the contract must have: operations, `METHOD /path` pairs, error codes, headers. */
export function skillMentions(text: string): {
  operationIds: string[];
  signatures: string[];
  errorCodes: string[];
  headers: string[];
} {
  const operationIds = [...text.matchAll(/\(`([a-z][A-Za-z]+)`\)/g)].map((m) => m[1] ?? '');
  const signatures = [...text.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)`/g)].map((m) => m[1] ?? '');
  const errorCodes = [...text.matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)]
    .map((m) => m[1] ?? '')
    .filter((c) => !c.includes('__'));
  const headers = [...text.matchAll(/`([A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+)`/g)].map((m) => m[1] ?? '');
  return {
    operationIds: [...new Set(operationIds)],
    signatures: [...new Set(signatures)],
    errorCodes: [...new Set(errorCodes)],
    headers: [...new Set(headers)],
  };
}

/** Parses the front matter of a skill: the keys agentskills.io requires and the ones this portal sets. */
export function skillFrontMatter(text: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('skill: no YAML front matter at the top');
  const out: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const kv = /^([a-z-]+):\s*(.*)$/.exec(line);
    if (kv?.[1] && kv[2] !== undefined) out[kv[1]] = kv[2].startsWith('"') ? (JSON.parse(kv[2]) as string) : kv[2];
  }
  return out;
}
