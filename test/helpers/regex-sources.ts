/**
 * TEST-ONLY: every regular expression in the source folders, found by the TypeScript parser (never
 * by a text search that a comment or a string could fool): each literal, and each `new RegExp(…)`
 * or `RegExp(…)` whose pattern and flags the file itself fixes (string literals, templates over
 * `const` strings, `X.source` and `X.flags` of a `const` literal). A construction it cannot read
 * is listed as unresolved, for the test to refuse until someone says what it builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One expression: where it is and what it is. */
export interface FoundRegex {
  /** `folder/file.ts:line`, relative to the repository. */
  where: string;
  source: string;
  flags: string;
}

/** A `RegExp` construction whose pattern is only known at run time. */
export interface UnresolvedRegex {
  where: string;
  text: string;
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The `/source/flags` of a literal's text. */
const splitLiteral = (text: string): { source: string; flags: string } => {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
};

/** The initialiser of a top-level or block-level `const name = …` of the file, if any. */
function constInitializer(file: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isVariableDeclarationList(node) && (node.flags & ts.NodeFlags.Const) !== 0) {
      for (const declaration of node.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer !== undefined) found = declaration.initializer;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The string an expression always evaluates to, from this file alone; undefined when it depends on more. */
function staticString(file: ts.SourceFile, node: ts.Expression, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return staticString(file, node.expression, depth + 1);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = staticString(file, span.expression, depth + 1);
      if (value === undefined) return undefined;
      text += value + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = staticString(file, node.left, depth + 1);
    const right = staticString(file, node.right, depth + 1);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isIdentifier(node)) {
    const initializer = constInitializer(file, node.text);
    return initializer === undefined ? undefined : staticString(file, initializer, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ['source', 'flags'].includes(node.name.text)) {
    const initializer = constInitializer(file, node.expression.text);
    if (initializer === undefined || initializer.kind !== ts.SyntaxKind.RegularExpressionLiteral) return undefined;
    const literal = splitLiteral(initializer.getText(file));
    return node.name.text === 'source' ? literal.source : literal.flags;
  }
  return undefined;
}

/** Every expression under `folders` (paths relative to `root`). */
export function findRegexes(root: string, folders: readonly string[]): { found: FoundRegex[]; unresolved: UnresolvedRegex[] } {
  const found: FoundRegex[] = [];
  const unresolved: UnresolvedRegex[] = [];
  for (const path of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node): string => `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push({ where: where(node), ...splitLiteral(node.getText(file)) });
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        const [patternArgument, flagsArgument] = node.arguments ?? [];
        const source = patternArgument === undefined ? '' : staticString(file, patternArgument);
        const flags = flagsArgument === undefined ? '' : staticString(file, flagsArgument);
        if (source === undefined || flags === undefined) unresolved.push({ where: where(node), text: node.getText(file) });
        else found.push({ where: where(node), source, flags });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { found, unresolved };
}
