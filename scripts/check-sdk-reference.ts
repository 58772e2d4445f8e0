/**
 * Checks that the TypeScript API reference page documents exactly the public surface declared
 * in `sdk/typescript/index.d.ts`: every exported class, interface and type, every method,
 * property and option of them, and nothing the declaration lacks.
 *
 * How the page documents something (the convention the check reads):
 * - An **entity** (exported class, interface or type) is documented by a heading whose first
 *   inline code is its name (`## \`MnemoraOptions\` {#mnemora-options}`, generics allowed:
 *   `Page<T>`), or by a table row whose first cell's first inline code is its name.
 * - A **member** is documented by
 *   - a heading inside the entity's section whose first inline code ends in the member:
 *     `### \`memories.create(params, options?)\``, `### \`new Mnemora(options?)\`` (constructor);
 *   - a row of a table placed directly under the entity heading, first cell `` `apiKey` ``;
 *   - anywhere, a heading or first cell naming it qualified: `` `RateLimitError.retryAfter` ``,
 *     or through the client: `` `client.memories.create()` `` (resolved through the declared
 *     property types of `Mnemora`).
 * - A member a subclass or sub-interface only redeclares (a narrower `code` on an error class)
 *   is covered by the base member's documentation.
 *
 * Usage: node --import tsx scripts/check-sdk-reference.ts [declaration] [page]
 *   Defaults: sdk/typescript/index.d.ts and docs/sdks/typescript/api-reference.md.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import ts from 'typescript';
import {repoRoot} from '../packages/api-model/contract';
import {parseMarkdown, walkTree} from '../src/lib/markdown-toolkit';

export interface DeclaredMember {
  readonly name: string;
  readonly kind: 'method' | 'property' | 'constructor';
  /** Name of the declared type when it is a plain type reference (`Memories`), for `client.x.y` paths. */
  readonly typeName?: string;
}

export interface DeclaredEntity {
  readonly name: string;
  readonly kind: 'class' | 'interface' | 'type' | 'reexport';
  /** Exported entities this one extends. */
  readonly bases: readonly string[];
  readonly members: ReadonlyMap<string, DeclaredMember>;
}

export type Declaration = ReadonlyMap<string, DeclaredEntity>;

export const defaultDeclarationFile = path.join(repoRoot, 'sdk', 'typescript', 'index.d.ts');
export const defaultReferencePage = path.join(repoRoot, 'docs', 'sdks', 'typescript', 'api-reference.md');

const hasModifier = (node: ts.Node, ...kinds: ts.SyntaxKind[]): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => kinds.includes(m.kind));

const isHidden = (node: ts.Node): boolean =>
  hasModifier(node, ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword) ||
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');

function memberName(name: ts.PropertyName | undefined, source: ts.SourceFile): string | null {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isPrivateIdentifier(name)) return null;
  return name.getText(source).replace(/\s+/g, '');
}

/** The public surface of a declaration file. */
export function readDeclaration(file: string = defaultDeclarationFile, text?: string): Declaration {
  const source = ts.createSourceFile(file, text ?? readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const entities = new Map<string, DeclaredEntity>();
  const add = (entity: DeclaredEntity) => entities.set(entity.name, entity);

  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        add({name: element.name.text, kind: 'reexport', bases: [], members: new Map()});
      }
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword) || isHidden(statement)) continue;
    if (ts.isTypeAliasDeclaration(statement)) {
      add({name: statement.name.text, kind: 'type', bases: [], members: new Map()});
      continue;
    }
    if ((!ts.isClassDeclaration(statement) && !ts.isInterfaceDeclaration(statement)) || !statement.name) continue;
    const members = new Map<string, DeclaredMember>();
    for (const member of statement.members) {
      if (isHidden(member)) continue;
      if (ts.isConstructorDeclaration(member)) {
        members.set('constructor', {name: 'constructor', kind: 'constructor'});
        continue;
      }
      const name = memberName(member.name, source);
      if (!name) continue;
      if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) {
        if (!members.has(name)) members.set(name, {name, kind: 'method'});
      } else if (
        ts.isPropertyDeclaration(member) ||
        ts.isPropertySignature(member) ||
        ts.isGetAccessorDeclaration(member)
      ) {
        const typeName = member.type && ts.isTypeReferenceNode(member.type) ? member.type.typeName.getText(source) : '';
        members.set(name, {name, kind: 'property', ...(typeName ? {typeName} : {})});
      }
    }
    const bases = (statement.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((t) => t.expression.getText(source)),
    );
    add({name: statement.name.text, kind: ts.isClassDeclaration(statement) ? 'class' : 'interface', bases, members});
  }
  // Keep only bases that are themselves exported (drop Error, AsyncIterable, Promise, …).
  for (const [name, entity] of entities) {
    entities.set(name, {...entity, bases: entity.bases.filter((b) => entities.has(b))});
  }
  return entities;
}

/** Whether `member` exists on `entity` or on one of its exported bases. */
function hasMember(declaration: Declaration, entity: string, member: string, seen = new Set<string>()): boolean {
  const e = declaration.get(entity);
  if (!e || seen.has(entity)) return false;
  seen.add(entity);
  return e.members.has(member) || e.bases.some((b) => hasMember(declaration, b, member, seen));
}

/** Members an entity must document: its own, minus redeclarations of a base member. */
function requiredMembers(declaration: Declaration, entity: DeclaredEntity): DeclaredMember[] {
  return [...entity.members.values()].filter((m) => !entity.bases.some((b) => hasMember(declaration, b, m.name)));
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

export interface DocumentedItem {
  /** 1-based line on the page. */
  readonly line: number;
  /** The inline code as written. */
  readonly code: string;
  /** `header-row`: a table's first row, which names its columns, so it documents no member. */
  readonly source: 'heading' | 'row' | 'header-row';
  /** Entity whose section the item sits in, when the item is a heading below it or a row directly under it. */
  readonly section: string | null;
}

/** The first inline code in a heading or table cell, trimmed. */
function firstCode(node: Nodes | undefined): string | null {
  if (node?.type === 'inlineCode') return node.value.trim();
  for (const child of node && 'children' in node ? node.children : []) {
    const code = firstCode(child);
    if (code !== null) return code;
  }
  return null;
}

/** Strips `new `, call parentheses, generics and optional marks: `new Mnemora(options?)` → `Mnemora`. */
function bareName(code: string): {name: string; isNew: boolean} {
  let s = code.trim();
  const isNew = s.startsWith('new ');
  if (isNew) s = s.slice(4).trim();
  s = s.replace(/^(await|for await)\s+/, '');
  // Drop a trailing call: everything from the first "(" outside brackets.
  s = s
    .replace(/\((?![^[\]]*\]).*$/s, '')
    .replace(/<[^<>]*(<[^<>]*>[^<>]*)*>/g, '')
    .replace(/\?$/, '')
    .trim();
  return {name: s, isNew};
}

/** Splits `client.memories.create` on dots outside brackets (`[Symbol.asyncIterator]` stays whole). */
const segments = (name: string): string[] => name.split(/\.(?![^[\]]*\])/);

const identifier = /^(?:[A-Za-z_$][\w$]*|\[Symbol\.[A-Za-z]+\])$/;

/**
 * Headings and first-cell codes of the page with their section, read from its syntax tree (so
 * nothing inside a code block counts).
 */
export function readReferencePage(markdown: string, declaration: Declaration): DocumentedItem[] {
  const items: DocumentedItem[] = [];
  let section: {entity: string; level: number} | null = null;
  let rowsBelongToSection = false;
  walkTree(parseMarkdown(markdown, {format: 'detect'}), (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading') {
      const level = node.depth;
      const code = firstCode(node);
      const bare = code ? bareName(code) : null;
      if (code && bare && !bare.isNew && declaration.has(bare.name)) {
        section = {entity: bare.name, level};
        rowsBelongToSection = true;
        items.push({line, code, source: 'heading', section: null});
        return;
      }
      if (section && level <= section.level) section = null;
      rowsBelongToSection = false;
      if (code) items.push({line, code, source: 'heading', section: section?.entity ?? null});
    } else if (node.type === 'table') {
      node.children.forEach((row, index) => {
        const code = firstCode(row.children[0]);
        if (code)
          items.push({
            line: row.position?.start.line ?? line,
            code,
            source: index === 0 ? 'header-row' : 'row',
            section: rowsBelongToSection ? (section?.entity ?? null) : null,
          });
      });
    }
  });
  return items;
}

/** What a documented item refers to, or null when it does not look like an API name. */
type Reference = {entity: string; member?: string} | {unknown: string};

function resolve(item: DocumentedItem, declaration: Declaration): Reference | null {
  const {name, isNew} = bareName(item.code);
  if (isNew) return declaration.has(name) ? {entity: name, member: 'constructor'} : {unknown: `new ${name}`};
  const parts = segments(name);
  if (parts.some((p) => !identifier.test(p))) return null; // a value, a type expression, prose
  const first = parts[0] ?? '';
  if (parts.length === 1) {
    if (declaration.has(first)) return {entity: first};
    if (item.section && item.source !== 'header-row') return {entity: item.section, member: first};
    return null;
  }
  if (declaration.has(first)) {
    if (parts.length !== 2) return {unknown: name};
    return {entity: first, member: parts[1] ?? ''};
  }
  if (first === 'client') {
    // client.memories.create → Mnemora.memories (type Memories) → Memories.create
    let entity = 'Mnemora';
    for (let i = 1; i < parts.length; i += 1) {
      const part = parts[i] ?? '';
      if (i === parts.length - 1) return {entity, member: part};
      const member = declaration.get(entity)?.members.get(part);
      if (!member?.typeName || !declaration.has(member.typeName)) return {unknown: name};
      entity = member.typeName;
    }
  }
  // page.getNextPage(), memories.create(…): the last segment is a member of the section entity.
  if (item.section) return {entity: item.section, member: parts[parts.length - 1] ?? ''};
  return null;
}

/** Every mismatch between the declaration and the page, each naming the member and the file. */
export function checkSdkReference(
  declaration: Declaration,
  markdown: string,
  pageLabel: string,
  declarationLabel = 'sdk/typescript/index.d.ts',
): string[] {
  const problems: string[] = [];
  const items = readReferencePage(markdown, declaration);
  const documented = new Set<string>();
  for (const item of items) {
    const ref = resolve(item, declaration);
    if (!ref) continue;
    if ('unknown' in ref) {
      problems.push(
        `${pageLabel}:${item.line}: documents \`${ref.unknown}\`, which ${declarationLabel} does not declare`,
      );
      continue;
    }
    if (ref.member === undefined) {
      documented.add(ref.entity);
      continue;
    }
    if (!hasMember(declaration, ref.entity, ref.member)) {
      problems.push(
        `${pageLabel}:${item.line}: documents \`${ref.entity}.${ref.member}\`, which ${declarationLabel} does not declare`,
      );
      continue;
    }
    documented.add(`${ref.entity}.${ref.member}`);
  }
  for (const entity of declaration.values()) {
    if (!documented.has(entity.name)) {
      problems.push(
        `${pageLabel}: ${entity.kind} \`${entity.name}\` of ${declarationLabel} is not documented (no heading or table row names it)`,
      );
    }
    for (const member of requiredMembers(declaration, entity)) {
      const qualified = `${entity.name}.${member.name}`;
      const viaBase = entity.bases.some((b) => documented.has(`${b}.${member.name}`));
      if (!documented.has(qualified) && !viaBase) {
        problems.push(
          `${pageLabel}: ${member.kind} \`${qualified}\` of ${declarationLabel} is not documented (no heading or table row names it)`,
        );
      }
    }
  }
  return problems;
}

function main(): void {
  const [declArg, pageArg] = process.argv.slice(2);
  const declFile = path.resolve(declArg ?? defaultDeclarationFile);
  const pageFile = path.resolve(pageArg ?? defaultReferencePage);
  const problems = checkSdkReference(
    readDeclaration(declFile),
    readFileSync(pageFile, 'utf8'),
    path.relative(process.cwd(), pageFile),
    path.relative(process.cwd(), declFile),
  );
  for (const p of problems) console.error(p);
  console.log(`check-sdk-reference: ${problems.length} problem(s)`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (require.main === module) main();
