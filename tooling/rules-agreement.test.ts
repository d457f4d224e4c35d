/**
 * firestore.rules stays hand-written (it is the security boundary, and reviewers read it), and this
 * test holds it against the content types' declarations (packages/model), the way the contract suite
 * holds the twin against Firestore:
 *
 * - every declared field and limit is checked by the rules: the keys a document must and may have,
 *   each field's type, length, pattern, options, range and list size (a list's items are beyond the
 *   rules: the parser and the admin's checks make those);
 * - no rule names an undeclared field.
 *
 * A field added to a declaration fails here until its rules line is there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COLLECTION_DECLARATIONS,
  OWNER_WRITTEN_COLLECTIONS,
  PROJECT,
  REVISED,
  REVISED_COLLECTIONS,
  RESUME_FILE,
  revisionShape,
  SECTIONS,
  SETTINGS,
  requiredKeys,
  type AnyField,
  type CollectionDeclaration,
  type CollectionName,
  type ContentType,
  type Shape,
} from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { TALK } from '../packages/model/src/__tests__/fixtures/talks';
import { expand, keyLists, listAt, readFunctions, readMatches } from './rules-reader';

const rules = readFileSync(join(import.meta.dirname, '..', 'firestore.rules'), 'utf8');
const functions = readFunctions(rules);

/** Each revised type's revision data, checked by its own rules function when it has one of its own. */
const REVISION_DATA: ContentType[] = REVISED_COLLECTIONS.map((c) => REVISED[c] as ContentType)
  .filter((type) => type.revision && type.revision.rules !== type.rules)
  .map((type) => ({
    name: `${type.name} revision`,
    rules: type.revision!.rules,
    fields: revisionShape(REVISED_COLLECTIONS.find((c) => REVISED[c] === type)!),
  }));

const COLLECTIONS = Object.keys(COLLECTION_DECLARATIONS) as CollectionName[];

/**
 * Every content type a browser may write with a rules function that checks it, read from the
 * registry (a list written here would miss the next type), and each revised type's revision data.
 */
const CHECKED: ContentType[] = [
  ...OWNER_WRITTEN_COLLECTIONS.flatMap((c) => COLLECTION_DECLARATIONS[c].holds).filter((type) => type.rules),
  ...REVISION_DATA,
];

const fieldsOf = (shape: Shape): [string, AnyField][] => Object.entries(shape);

/** Helpers the declarations name as they are (isUrl, isColor…): not expanded, so they can be found. */
const named = (shape: Shape): string[] =>
  fieldsOf(shape).flatMap(([, field]) => [
    ...field.rules.all.flat().flatMap((atom) => [...atom.matchAll(/(\w+)\(\$/g)].map((m) => m[1]!)),
    ...(field.shape ? named(field.shape) : []),
  ]);
const KEEP = new Set(CHECKED.flatMap((type) => named(type.fields)));

/** The rules function of a type, every helper it calls written out. */
function checkOf(type: ContentType, known = functions): { text: string; subject: string } {
  const fn = known.get(type.rules!);
  if (!fn) throw new Error(`firestore.rules has no function ${type.rules} (for ${type.name})`);
  return { text: expand(fn.body, known, KEEP), subject: fn.params.at(-1)! };
}

const setOf = (keys: readonly string[] | undefined) => [...new Set(keys ?? [])].sort();

/** What the rules fail to check of a shape at `subject` (e.g. `d`, `d.social`), as sentences. */
function unchecked(shape: Shape, subject: string, text: string): string[] {
  const problems: string[] = [];
  const keys = keyLists(text, subject);
  const required = requiredKeys(shape);
  const optional = Object.keys(shape).filter((k) => shape[k]!.optional);
  if (JSON.stringify(setOf(keys.all)) !== JSON.stringify(setOf(required)))
    problems.push(
      `${subject} must have exactly ${setOf(required).join(', ')}; the rules require ${setOf(keys.all).join(', ') || 'no list'}`,
    );
  if (JSON.stringify(setOf(keys.only)) !== JSON.stringify(setOf([...required, ...optional])))
    problems.push(
      `${subject} may have ${setOf([...required, ...optional]).join(', ')}; the rules allow ${setOf(keys.only).join(', ') || 'no list'}`,
    );
  for (const [key, field] of fieldsOf(shape)) {
    const value = `${subject}.${key}`;
    for (const group of field.rules.all) {
      const alternatives = group.map((atom) => atom.replaceAll('$', value));
      if (!alternatives.some((atom) => text.includes(atom))) problems.push(`${value}: the rules do not check ${alternatives.join(' or ')}`);
    }
    if (field.kind === 'object' && field.shape) problems.push(...unchecked(field.shape, value, text));
  }
  return problems;
}

/** Fields the rules name on `subject` that the shape does not declare. */
function undeclared(shape: Shape, subject: string, text: string): string[] {
  const at = subject.replace(/[.]/g, '\\.');
  const named = [
    ...[...text.matchAll(new RegExp(`(?<![\\w.])${at}\\.(\\w+)(?![\\w(])`, 'g'))].map((m) => m[1]!),
    ...[...text.matchAll(new RegExp(`'(\\w+)' in ${at}(?![\\w.])`, 'g'))].map((m) => m[1]!),
  ];
  const own = named.filter((key) => !(key in shape)).map((key) => `${subject}.${key}`);
  const nested = fieldsOf(shape).flatMap(([key, field]) =>
    field.kind === 'object' && field.shape ? undeclared(field.shape, `${subject}.${key}`, text) : [],
  );
  return [...new Set([...own, ...nested])];
}

/** Every field name any declaration has (documents' own keys included: content, settings, value). */
function allDeclared(): Set<string> {
  const names = new Set<string>();
  const walk = (shape: Shape) => {
    for (const [key, field] of fieldsOf(shape)) {
      names.add(key);
      if (field.shape) walk(field.shape);
      if (field.item?.shape) walk(field.item.shape);
    }
  };
  for (const c of COLLECTIONS) {
    for (const id of COLLECTION_DECLARATIONS[c].ids ?? ['']) walk(COLLECTION_DECLARATIONS[c].docType(id)!.fields);
  }
  for (const type of CHECKED) walk(type.fields);
  return names;
}

/** The read condition the declarations give a collection: the owner's only, everyone's, or the types' publicWhen. */
function declaredRead({ read, holds }: Pick<CollectionDeclaration, 'read' | 'holds'>): string {
  if (read === 'owner') return 'isOwner()';
  const conditions = [
    ...new Set(
      holds.flatMap(({ publicWhen: when }) =>
        when ? [`resource.data.${when.field} == ${JSON.stringify(when.equals).replaceAll('"', "'")}`] : [],
      ),
    ),
  ];
  return conditions.length === 0 ? 'true' : `isOwner() || ${conditions.join(' || ')}`;
}

/** The condition of the rules' `allow read` (or `allow read, delete`) of each match, by collection. */
const rulesRead = new Map(
  readMatches(rules).map(({ path, body }) => [
    path.split('/')[1]!,
    /allow (?:[a-z]+, )*read(?:, [a-z]+)*: if ([^;]*);/.exec(body)?.[1] ?? '(none)',
  ]),
);

describe('firestore.rules agree with the content types declared in packages/model', () => {
  it("lets a visitor read what each collection's declaration says (its read, and its types' publicWhen), and no more", () => {
    const disagreeing = COLLECTIONS.filter((c) => rulesRead.get(c) !== declaredRead(COLLECTION_DECLARATIONS[c])).map(
      (c) => `${c}: the declarations say ${declaredRead(COLLECTION_DECLARATIONS[c])}; the rules say ${rulesRead.get(c)}`,
    );
    expect(disagreeing).toEqual([]);
    expect([...rulesRead.keys()].filter((c) => !(c in COLLECTION_DECLARATIONS))).toEqual([]);
  });

  it('would see a publicWhen the rules do not apply (the check sees what it checks)', () => {
    expect(declaredRead({ read: 'public', holds: [PROJECT] })).toBe(rulesRead.get('projects'));
    const archived = { ...PROJECT, publicWhen: { field: 'status', equals: 'archived' } };
    expect(declaredRead({ read: 'public', holds: [archived] })).not.toBe(rulesRead.get('projects'));
    expect(declaredRead({ read: 'public', holds: [{ ...PROJECT, publicWhen: undefined }] })).toBe('true');
  });

  it('checks every type the owner writes that has a rules function, found in the registry', () => {
    const names = CHECKED.map((type) => type.rules);
    expect(names).toEqual(expect.arrayContaining(['isProject', 'isBlogPost', 'isHero', 'isSocialSettings', 'isResumeFile', 'isImportJob']));
    expect(names).toEqual(expect.arrayContaining(REVISION_DATA.map((type) => type.rules)));
  });

  for (const type of CHECKED) {
    it(`${type.rules} checks every field and limit of the ${type.name}, and names no other field`, () => {
      const { text, subject } = checkOf(type);
      expect(unchecked(type.fields, subject, text)).toEqual([]);
      expect(undeclared(type.fields, subject, text)).toEqual([]);
    });
  }

  it('each section and settings category is checked by its own function, under the one key its document holds', () => {
    const holders = [
      { fn: 'isSection', key: 'content', types: SECTIONS },
      { fn: 'isSettings', key: 'settings', types: SETTINGS },
    ];
    for (const { fn, key, types } of holders) {
      const holder = functions.get(fn)!;
      const [id, doc] = holder.params as [string, string];
      expect(holder.body).toContain(`hasExactly(${doc}, ['${key}'])`);
      for (const [name, type] of Object.entries(types)) expect(holder.body).toContain(`${id} == '${name}' && ${type.rules}(${doc}.${key})`);
    }
  });

  it('each collection a browser writes is checked by its type on every create and update', () => {
    const writes = readMatches(rules).filter((m) => / allow (create|update|create, update):/.test(m.body));
    for (const { path, body } of writes) {
      const [collection, id] = path.split('/').slice(1) as [CollectionName, string];
      const type = COLLECTION_DECLARATIONS[collection]?.docType(id.startsWith('{') ? '' : id);
      if (!type?.rules || collection === 'slugs') continue;
      expect(body, path).toContain(`${type.rules}(request.resource.data)`);
    }
    expect(readMatches(rules).find((m) => m.path === '/meta_data/resume_file')?.body).toContain(
      `${RESUME_FILE.rules}(request.resource.data.value)`,
    );
  });

  it('the collections the declarations say the owner writes are exactly those the rules let anyone write, each only as the owner', () => {
    const written = new Set<string>();
    for (const { path, body } of readMatches(rules)) {
      const allows = [...body.matchAll(/ allow ([a-z, ]+): if ([^;]*);/g)].filter(([, ops]) => /create|update|delete|write/.test(ops!));
      if (allows.length === 0) continue;
      written.add(path.split('/')[1]!);
      for (const [, ops, condition] of allows) expect(condition, `${path} allow ${ops}`).toMatch(/^isOwner\(\)( && |$)/);
    }
    expect([...written].sort()).toEqual([...OWNER_WRITTEN_COLLECTIONS].sort());
  });

  it('no rule names a field no declaration has', () => {
    const declared = allDeclared();
    const text = expand(
      readMatches(rules)
        .map((m) => m.body)
        .join(' '),
      functions,
      new Set(),
    );
    const named = [
      ...[...text.matchAll(/\.data\.(\w+)(?![\w(])/g)].map((m) => m[1]!),
      ...[...text.matchAll(/affectedKeys\(\)\.hasOnly\(/g)].flatMap((m) => listAt(text, m.index + m[0].length).keys),
    ];
    expect([...new Set(named.filter((name) => !declared.has(name)))]).toEqual([]);
  });

  it('reads what it checks: a missing field, a wrong limit and an undeclared field are each found', () => {
    const shape = { ...PROJECT.fields };
    const fn = functions.get('isProject')!;
    const text = expand(fn.body, functions, KEEP);
    const withLimit = text.replace('d.technologies.size() <= 50', 'd.technologies.size() <= 60');
    expect(unchecked(shape, 'd', withLimit)).toEqual(['d.technologies: the rules do not check d.technologies.size() <= 50']);
    const withoutField = text.replace(/'challenges', /g, '');
    expect(unchecked(shape, 'd', withoutField).join('\n')).toMatch(/d must have exactly .*challenges/);
    expect(undeclared(shape, 'd', `${text} && d.secret is string`)).toEqual(['d.secret']);
  });
});

describe('a new type, declared with its rules function', () => {
  // The throwaway type of the declared-collection tests, and the rules function written for it.
  const IS_TALK = `
    function isTalk(d) {
      return hasExactly(d, ['title', 'event', 'sort_order'])
        && isTitle(d.title) && d.title.size() > 0 && isTitle(d.event) && isSortOrder(d.sort_order);
    }`;

  it('is held against its rules function', () => {
    const { text, subject } = checkOf(TALK, readFunctions(`${rules}${IS_TALK}`));
    expect(unchecked(TALK.fields, subject, text)).toEqual([]);
    expect(undeclared(TALK.fields, subject, text)).toEqual([]);
  });

  it('fails, naming the rule to write, when the rules lack it', () => {
    expect(() => checkOf(TALK)).toThrow('firestore.rules has no function isTalk (for talk)');
  });
});
