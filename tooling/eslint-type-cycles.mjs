/**
 * An ESLint rule refusing an import cycle that goes through a type import, in the web app.
 * eslint-plugin-import's no-cycle skips every `import type` (it has no option to count them), so
 * three admin files once imported each other's types unnoticed: a circle of types still ties the
 * files together (none can move or be read without the others), and turning one import into a value
 * import later makes it a runtime cycle. Value-only cycles stay import/no-cycle's to report.
 *
 * The graph holds every static import and re-export (types included; `import()` is not an edge)
 * between files under `root`, resolved the way the app's tsconfig resolves them (the @/ alias).
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A file's static imports: where each leads, whether it brings only types, and what it says. */
const parsed = new Map();

/** Each tsconfig's compiler options, read once a lint run. */
const compilerOptions = new Map();

function compilerOptionsOf(tsconfig) {
  if (!compilerOptions.has(tsconfig)) {
    const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
    compilerOptions.set(tsconfig, ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfig)).options);
  }
  return compilerOptions.get(tsconfig);
}

/** Whether an import or re-export declaration brings types only. */
function typeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function importsOf(file, text, { root, options }) {
  const mtime = text === undefined ? statSync(file, { throwIfNoEntry: false })?.mtimeMs : undefined;
  if (text === undefined && mtime === undefined) return [];
  const known = parsed.get(file);
  if (known && mtime !== undefined && known.mtime === mtime) return known.edges;
  const source = ts.createSourceFile(file, text ?? readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = ts.resolveModuleName(specifier.text, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!target || target.endsWith('.d.ts') || relative(root, target).startsWith('..')) continue;
    edges.push({ target: resolve(target), typeOnly: typeOnly(statement), specifier: specifier.text });
  }
  if (mtime !== undefined) parsed.set(file, { mtime, edges });
  return edges;
}

/**
 * A way from `file` back to itself with at least one type import on it, as the files it passes
 * (first `file`, last the file importing it), or null.
 */
function typeCycleFrom(file, text, context) {
  const start = importsOf(file, text, context).map((edge) => ({ at: edge.target, viaType: edge.typeOnly, first: edge, path: [file] }));
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const step = queue.shift();
    if (step.at === file) {
      if (step.viaType) return step;
      continue;
    }
    const key = `${step.at}\0${step.viaType}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const edge of importsOf(step.at, undefined, context))
      queue.push({ at: edge.target, viaType: step.viaType || edge.typeOnly, first: step.first, path: [...step.path, step.at] });
  }
  return null;
}

const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import cycle through a type import (import/no-cycle does not see those).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, tsconfig: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Import cycle through a type import: {{route}}. Files that import each other cannot be read or moved alone: put the types both sides use in a module of their own that both import.',
    },
  },
  create(context) {
    const { root: rootOption, tsconfig } = context.options[0] ?? {};
    const root = resolve(context.cwd, rootOption);
    const file = resolve(context.filename);
    if (relative(root, file).startsWith('..')) return {};
    const options = compilerOptionsOf(resolve(context.cwd, tsconfig));
    return {
      Program(program) {
        const cycle = typeCycleFrom(file, context.sourceCode.text, { root, options });
        if (!cycle) return;
        const node = program.body.find((s) => s.source?.value === cycle.first.specifier) ?? program;
        const route = [...cycle.path, file].map((f) => relative(context.cwd, f)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { route } });
      },
    };
  },
};

export const typeCycles = { rules: { 'no-type-cycle': noTypeCycle } };
