/**
 * Reads firestore.rules for the rules agreement test: its functions, each call to them expanded in
 * place (a helper's body with its parameters replaced by the arguments), so that what a rule checks
 * can be found as text however many helpers it goes through. Only what the test needs: not a parser
 * of the rules language.
 */

export interface RulesFunction {
  name: string;
  params: string[];
  body: string;
}

/** The text without comments, whitespace collapsed, and `x.get('k', default)` read as `x.k`. */
export function normalize(text: string): string {
  return (
    text
      // Comments take whole lines here; a // inside a string (a URL pattern) is not one.
      .replace(/^\s*\/\/[^\n]*/gm, '')
      .replace(/\s+/g, ' ')
      .replace(/(\w)\.get\('(\w+)', (?:''|\[\]|null|true|false|\d+)\)/g, '$1.$2')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
  );
}

/** The position of the bracket closing the one at `open`, skipping quoted strings. */
function closing(text: string, open: number, [left, right]: [string, string]): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") {
      i = text.indexOf("'", i + 1);
      if (i === -1) break;
      continue;
    }
    if (ch === left) depth++;
    else if (ch === right && --depth === 0) return i;
  }
  throw new Error(`Unbalanced ${left} at ${open}`);
}

/** Splits a call's arguments at its top-level commas. */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") i = text.indexOf("'", i + 1) === -1 ? text.length : text.indexOf("'", i + 1);
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  return last ? [...args, last] : args;
}

export function readFunctions(rules: string): Map<string, RulesFunction> {
  const text = normalize(rules);
  const functions = new Map<string, RulesFunction>();
  for (const match of text.matchAll(/function (\w+)\(([^)]*)\) \{/g)) {
    const open = match.index + match[0].length - 1;
    const body = text
      .slice(open + 1, closing(text, open, ['{', '}']))
      .trim()
      .replace(/^return /, '')
      .replace(/;$/, '');
    functions.set(match[1]!, {
      name: match[1]!,
      params: match[2]!
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      body,
    });
  }
  return functions;
}

/** The `match` blocks: their path (e.g. '/projects/{id}') and their text. */
export function readMatches(rules: string): { path: string; body: string }[] {
  const text = normalize(rules);
  const found: { path: string; body: string }[] = [];
  for (const match of text.matchAll(/match (\/[^ ]+) \{/g)) {
    if (match[1]!.startsWith('/databases')) continue;
    const open = match.index + match[0].length - 1;
    found.push({ path: match[1]!, body: text.slice(open + 1, closing(text, open, ['{', '}'])) });
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces a parameter name by its argument, never a property of the same name (`.keys()`). */
const substitute = (body: string, params: string[], args: string[]) =>
  params.reduce((text, param, i) => text.replace(new RegExp(`(?<![.\\w'])${escape(param)}\\b(?!')`, 'g'), args[i]!), body);

/**
 * The text with every call of a rules function expanded in place, to `depth` levels, except calls of
 * the functions in `keep` (helpers the declarations name as they are, such as isUrl).
 */
export function expand(text: string, functions: Map<string, RulesFunction>, keep: ReadonlySet<string>, depth = 8): string {
  if (depth === 0) return text;
  let out = '';
  let i = 0;
  const call = /\b(\w+)\(/g;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    const fn = functions.get(m[1]!);
    if (!fn || keep.has(fn.name) || m.index < i) continue;
    const open = m.index + m[0].length - 1;
    const close = closing(text, open, ['(', ')']);
    const args = splitArgs(text.slice(open + 1, close)).map((a) => expand(a, functions, keep, depth - 1));
    if (args.length !== fn.params.length) continue;
    out += `${text.slice(i, m.index)}(${expand(substitute(fn.body, fn.params, args), functions, keep, depth - 1)})`;
    i = close + 1;
    call.lastIndex = i;
  }
  return out + text.slice(i);
}

/** The string lists in a text such as ['a', 'b'] or ['a'].concat(['b']), as sets. */
export function listAt(text: string, from: number): { keys: string[]; end: number } {
  const keys: string[] = [];
  let i = from;
  for (;;) {
    const close = closing(text, i, ['[', ']']);
    keys.push(...[...text.slice(i + 1, close).matchAll(/'([^']*)'/g)].map((m) => m[1]!));
    i = close + 1;
    if (!text.startsWith('.concat([', i)) return { keys, end: i };
    i += '.concat('.length;
  }
}

/** Which keys the text requires (`x.keys().hasAll([...])`) and allows (`x.keys().hasOnly([...])`) for `subject`. */
export function keyLists(text: string, subject: string): { all?: string[]; only?: string[] } {
  const find = (method: string) => {
    const at = text.indexOf(`${subject}.keys().${method}([`);
    return at === -1 ? undefined : listAt(text, at + `${subject}.keys().${method}(`.length).keys;
  };
  const all = find('hasAll');
  const only = find('hasOnly');
  return { ...(all ? { all } : {}), ...(only ? { only } : {}) };
}
