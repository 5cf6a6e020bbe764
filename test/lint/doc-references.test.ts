/**
 * Every reference in the repository can be followed from inside it. No text file outside docs/
 * cites a document kept elsewhere (a design or style note, notes about the provider, a numbered
 * section of a specification, a folder beside the repository) or an issue number; every `docs/` path a file
 * names exists, and so does the section it names right after it (a quoted heading after a comma,
 * or a `#anchor`). docs/ itself names no machine's folders and no package registry's hosts.
 * The files are the repository's (git's tracked and new files, ignored ones left out).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Folders that are never the repository's own text (build output, installs, reports). */
const NOT_OURS = new Set(['.git', 'node_modules', 'dist', 'release', 'artifacts', 'test-results', 'playwright-report', '.vite']);

/** The repository's files, relative and with `/`: git's list, or a walk of the tree without git. */
function repositoryFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (git.status === 0) return git.stdout.split('\0').filter((file) => file !== '' && existsSync(join(root, file)));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : walk(join(dir, entry.name));
      return [relative(root, join(dir, entry.name)).split(sep).join('/')];
    });
  return walk(root);
}

/** A file's text, or null for a binary one (a NUL in its first 8 KB). */
function textOf(file: string): string | null {
  const bytes = readFileSync(join(root, file));
  return bytes.subarray(0, 8192).includes(0) ? null : bytes.toString('utf8');
}

/**
 * The text with its line breaks and comment leaders (`*`, `//`, `#`) folded into single spaces, so
 * a reference wrapped across two comment lines reads as one.
 */
const flatten = (text: string): string => text.replace(/\r?\n[ \t]*(?:(?:\/{2,}|\*(?!\/)|#+)[ \t]*)?/g, ' ');

/** What a reference to a document outside the repository, or to an issue, looks like. */
const OUTSIDE: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a design or style note', pattern: /\b(?:DESIGN|STYLE)\.md\b/gi },
  { what: 'notes about the provider', pattern: /\bprovider(?:'s)?[ -](?:v1[ -])?notes\b|\bv1[ -]notes\b/gi },
  { what: 'the legacy specification file', pattern: /\bbrokerage-api\b/gi },
  { what: 'a numbered section of a specification', pattern: /\bspec(?:ification)?(?:'s)?[ \t]*(?:(?:§|sections?|parts?)[ \t]*)?\d|§[ \t]*\d/gi },
  { what: 'an issue number', pattern: /\bissues?[ \t]*(?:#[ \t]*)?\d|\(#\d+\)/gi },
];

/** A path's place in the repository, or null when it leaves it. */
function inside(path: string): string | null {
  const rel = relative(root, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? null : rel;
}

/**
 * The references of one file's text that cannot be followed from inside the repository: the
 * documents and issues above, and `../` paths to a `shared` folder that is not the repository's
 * own: one that leads out of the repository, or one that names the notes kept there (the
 * repository's own `shared/` is imported through such paths all the time).
 */
function outsideReferences(file: string, text: string): string[] {
  const flat = flatten(text);
  const found: string[] = [];
  for (const { what, pattern } of OUTSIDE) {
    for (const match of flat.matchAll(pattern)) found.push(`${file}: ${what}: "${excerpt(flat, match.index)}"`);
  }
  for (const match of flat.matchAll(/(?:\.\.\/)+shared\b[\w./-]*/g)) {
    const target = resolve(root, dirname(file), match[0]);
    if (inside(target) === null || /^(?:\.\.\/)+shared\/(?:DESIGN|STYLE|spec\/|hooks\/)/i.test(match[0]))
      found.push(`${file}: a folder outside the repository: "${match[0]}"`);
  }
  return found;
}

/** About sixty characters of text around a place, for a message. */
const excerpt = (text: string, at: number): string => text.slice(Math.max(0, at - 20), at + 40).trim();

/** The headings of a Markdown file, as written and as GitHub's anchors. */
function headingsOf(markdown: string): { titles: Set<string>; anchors: Set<string> } {
  const titles = new Set<string>();
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}[ \t]+(\S.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const title = heading.replace(/[`*_]/g, '').trim();
    titles.add(title);
    anchors.add(
      title
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return { titles, anchors };
}

/**
 * The `docs/` paths a file names that do not exist, and the sections it names after them that the
 * file does not have. A path counts where `docs/` starts a name (not `../docs/x`, which a program
 * resolves itself); a section is the quoted text right after it (`, "Heading"`) or its `#anchor`.
 */
function brokenDocReferences(
  file: string,
  text: string,
  exists = (path: string): boolean => existsSync(join(root, path)),
  read = (path: string): string => readFileSync(join(root, path), 'utf8'),
): string[] {
  const flat = flatten(text);
  const found: string[] = [];
  for (const match of flat.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w-](?:#([\w-]+))?(?:(?:,[ \t]*|[ \t]+)"([^"]+)")?/g)) {
    const [whole, anchor, section] = match;
    const path = whole.replace(/#.*$/, '').replace(/(?:,[ \t]*|[ \t]+)"[^"]*"$/, '');
    if (!exists(path)) {
      found.push(`${file}: "${path}" does not exist`);
      continue;
    }
    if (!path.endsWith('.md') || (anchor === undefined && section === undefined)) continue;
    const headings = headingsOf(read(path));
    if (anchor !== undefined && !headings.anchors.has(anchor)) found.push(`${file}: ${path} has no heading for #${anchor}`);
    if (section !== undefined && !headings.titles.has(section.replace(/\s+/g, ' ').trim())) found.push(`${file}: ${path} has no section "${section}"`);
  }
  return found;
}

/** Machine folders and package registry hosts, which docs/ never names. */
const MACHINE_OR_REGISTRY = /(?<![\w.-])\/(?:work|root)\/|(?<![\w.-])\/home\/\w+\/|\bregistry\.(?:npmjs\.org|yarnpkg\.com)\b|\bnpmjs\.com\b/gi;

const files = repositoryFiles();
const texts = new Map(
  files.flatMap((file) => {
    const text = statSync(join(root, file)).isFile() ? textOf(file) : null;
    return text === null ? [] : [[file, text] as const];
  }),
);
const outsideDocs = [...texts.keys()].filter((file) => !file.startsWith('docs/'));

/** A reference built from its parts, so that this file does not hold the references it looks for. */
const planted = (...parts: string[]): string => parts.join('');

describe('references stay inside the repository', () => {
  it('reads the repository: its sources, tests, configs and docs', () => {
    for (const file of [
      'README.md',
      'package.json',
      'electron/main.ts',
      'test/lint/doc-references.test.ts',
      'docs/architecture.md',
      '.github/workflows/ci.yml',
    ]) {
      expect(texts.has(file), file).toBe(true);
    }
    expect(outsideDocs.length).toBeGreaterThan(1000);
  });

  it('no file outside docs/ cites a document kept elsewhere or an issue number', () => {
    expect(outsideDocs.flatMap((file) => outsideReferences(file, texts.get(file) ?? ''))).toEqual([]);
  });

  it('every docs/ path a file outside docs/ names exists, with the section it names', () => {
    expect(outsideDocs.flatMap((file) => brokenDocReferences(file, texts.get(file) ?? ''))).toEqual([]);
  });

  it('docs/ names no machine folder and no package registry host', () => {
    const docs = [...texts.keys()].filter((file) => file.startsWith('docs/'));
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.flatMap((file) => [...flatten(texts.get(file) ?? '').matchAll(MACHINE_OR_REGISTRY)].map((match) => `${file}: "${match[0]}"`))).toEqual([]);
  });
});

describe('the reference checks find what they look for', () => {
  it.each([
    ['a design note', planted('// As ', 'DESIGN', '.md says.')],
    ['a style note', planted('/** (', 'style', '.md practice 2) */')],
    ['notes about the provider', planted('/** (provider', ' notes, "Errors") */')],
    ['notes about the current API', planted('// provider v1', ' notes, "Hosts"')],
    ['a numbered section', planted('/** Paging of ', 'spec', ' 4.3. */')],
    ['a section word and number', planted('// the ', 'spec', ' section 7')],
    ['a section sign', planted('// see ', '§', ' 2.4')],
    ['an issue', planted('/** The alerts view (', 'issue', ' 20). */')],
    ['an issue wrapped across comment lines', planted('/**\n * The alerts view (', 'issue', '\n * 20). */')],
    ['a test name with an issue', planted("it('counts spreads (", 'Issue', " 28)', () => {});")],
    ['a tracker number', planted('// fixed in (', '#', '123)')],
    ['the notes folder beside the repository', planted('// ', '../', 'shared/DESIGN')],
    ['a folder above the repository', planted('// ', '../../../', 'shared/anything')],
  ])('%s', (_what, text) => {
    expect(outsideReferences('electron/backend/x.ts', text)).not.toEqual([]);
  });

  it('lets the repository’s own shared/ imports and plain words through', () => {
    const text = "import { ok } from '../../shared/result.ts';\n// The spec files of e2e/ and the notes of one refresh; an issue of a newspaper.\n";
    expect(outsideReferences('electron/backend/x.ts', text)).toEqual([]);
  });

  it('finds a docs/ path that does not exist, and a section or anchor its file does not have', () => {
    const a = planted('docs/', 'a.md');
    const missing = planted('docs/', 'missing.md');
    const exists = (path: string) => path === a;
    const read = () => '# A\n\n## The live spine\n\n## Sessions\n';
    expect(brokenDocReferences('x.ts', `// see ${missing}`, exists, read)).toEqual([`x.ts: "${missing}" does not exist`]);
    expect(brokenDocReferences('x.ts', `// (${a}, "The dead spine")`, exists, read)).toEqual([`x.ts: ${a} has no section "The dead spine"`]);
    expect(brokenDocReferences('x.ts', `[x](${a}#nowhere)`, exists, read)).toEqual([`x.ts: ${a} has no heading for #nowhere`]);
    expect(brokenDocReferences('x.ts', planted('/** (', 'docs/', 'a.md, "The live\n * spine"); ', 'docs/', 'a.md#sessions */'), exists, read)).toEqual([]);
  });

  it('finds a machine folder or a registry host', () => {
    for (const text of [planted('see /', 'work/shared/x'), planted('in /', 'root/.cache'), planted('https://registry.', 'npmjs.org/node')]) {
      expect([...text.matchAll(MACHINE_OR_REGISTRY)], text).not.toEqual([]);
    }
    expect([...'.github/workflows/ci.yml and /usr/bin/chromium'.matchAll(MACHINE_OR_REGISTRY)]).toEqual([]);
  });
});
