/**
 * The import graph of the source folders, read from the files' import statements, and the
 * circles in it. `import-x/no-cycle` cannot guard this: it skips every `import type`, and a
 * type-only circle still ties two modules into one (neither can be read, moved or split alone).
 * TypeScript's own pre-processor finds the imports (static, `export ... from`, `import type`,
 * `import()` and `typeof import()`), so text in strings and comments never counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The files that are nodes: TypeScript and TSX sources (declaration files are left out). */
const SOURCE = /\.tsx?$/;

/** Repo-relative path (forward slashes) -> the repo-relative files it imports, in file order. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(folder, entry))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && statSync(file).isFile());
}

/** The file a relative specifier names: as written, or with the extension or index a bundler adds. */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

const repoPath = (root: string, file: string): string => relative(root, file).split(sep).join('/');

/**
 * Reads every .ts/.tsx file under `folders` (relative to `root`) and follows its relative
 * imports. Packages, Node builtins and non-code files (CSS) are not nodes, and neither is a file
 * outside the folders: no circle can pass through a file that is not read.
 */
export function buildImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== null)
      .map((target) => repoPath(root, target));
    graph.set(repoPath(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The shortest way from `start` back to itself, as the files in order (first repeated last). */
function shortestCircle(graph: ImportGraph, start: string, within: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i] as string;
    for (const next of graph.get(file) ?? []) {
      if (!within.has(next)) continue;
      if (next === start) {
        const path = [file];
        for (let at = file; at !== start;) {
          at = cameFrom.get(at) ?? start;
          path.unshift(at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** A group of files that import one another, and the shortest circle through its first file. */
export interface Circle {
  /** The files in import order, the first repeated last: `a.ts`, `b.ts`, `a.ts`. */
  path: string[];
  /** Every file of the group (sorted): a larger group holds more circles than the one named. */
  files: string[];
}

/**
 * One circle per group of files that reach each other (a strongly connected component, found by
 * Tarjan's algorithm without recursion), named by its shortest path from the group's first file
 * in sort order, so that the message is the same on every run.
 */
export function findCircles(graph: ImportGraph): Circle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: Circle[] = [];
  let counter = 0;
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { file: string; next: number }[] = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; next: number };
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next] as string;
        frame.next += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const members: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        members.push(member);
        if (member === frame.file) break;
      }
      const selfImport = members.length === 1 && (graph.get(frame.file) ?? []).includes(frame.file);
      if (members.length > 1 || selfImport) {
        const files = [...members].sort();
        circles.push({ path: shortestCircle(graph, files[0] as string, new Set(files)), files });
      }
    }
  }
  return circles.sort((a, b) => (a.files[0] as string).localeCompare(b.files[0] as string));
}

/** "a.ts -> b.ts -> a.ts", one line per circle, naming the rest of a larger group. */
export function describeCircles(circles: readonly Circle[]): string {
  return circles
    .map(({ path, files }) => {
      const others = files.filter((file) => !path.includes(file));
      return `${path.join(' -> ')}${others.length === 0 ? '' : ` (the same group holds ${others.join(', ')})`}`;
    })
    .join('\n');
}
