/**
 * `npm run deploy:check` as a deployer meets it: the repository passes; a copy that deploys on a
 * decommissioned runtime, or runs a query production has no index for, or leaves a setting
 * undocumented, or is configured for the demo project, fails with what is wrong and how to fix it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of what the check reads, the functions and docs linked; `change` edits it first. */
function projectCopy(change: (dir: string) => void = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  copies.push(dir);
  for (const file of ['firebase.json', 'firestore.indexes.json', '.firebaserc']) cpSync(join(root, file), join(dir, file));
  mkdirSync(join(dir, 'functions'));
  for (const entry of ['src', 'build.mjs', 'package.json', '.env.example'])
    cpSync(join(root, 'functions', entry), join(dir, 'functions', entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(root, 'packages'), join(dir, 'packages'));
  symlinkSync(join(root, 'docs'), join(dir, 'docs'));
  mkdirSync(join(dir, 'web'));
  change(dir);
  return dir;
}

const editJson = (path: string, edit: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
};

/** Queries as the recorder writes them, in a folder of their own. */
function recorded(...shapes: object[]) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-queries-'));
  copies.push(dir);
  writeFileSync(join(dir, 'queries-1.jsonl'), shapes.map((shape) => `${JSON.stringify({ ...shape, via: 'grpc' })}\n`).join(''));
  return dir;
}

const publishedPosts = {
  collection: 'blog_posts',
  group: false,
  filters: [{ field: 'published', op: 'EQUAL' }],
  orderBy: [{ field: 'created_at', direction: 'DESCENDING' }],
};

function check(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'deploy-check.mjs'), '--root', dir, ...args], { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the deploy check', () => {
  it('passes the repository as it is, every query recorded having its index', () => {
    const { code, output } = check(projectCopy(), '--repository-only', '--queries', recorded(publishedPosts));
    expect(output).toContain('ok    runtime: nodejs24');
    expect(output).toContain('ok    Hosting rewrites: 8 to functions the build exports, in their regions');
    expect(output).toContain('ok    indexes: 1 distinct queries recorded by the suites');
    expect(output).toContain('Nothing found that a deploy would refuse.');
    expect(code).toBe(0);
  });

  it('refuses a decommissioned runtime with firebase-tools own words, and names the runtime to use', () => {
    const dir = projectCopy((copy) => {
      editJson(join(copy, 'firebase.json'), (json) => ((json.functions as { runtime: string }[])[0]!.runtime = 'nodejs20'));
    });
    const { code, output } = check(dir, '--repository-only', '--queries', recorded(publishedPosts));
    expect(output).toContain('FAIL  runtime: firebase deploy refuses it: Runtime Node.js 20 was decommissioned on 2026-10-30');
    expect(output).toContain('fix: set "runtime": "nodejs24" in firebase.json');
    expect(code).toBe(1);
  });

  it('refuses a runtime deprecated within 180 days', () => {
    const { code, output } = check(projectCopy(), '--repository-only', '--queries', recorded(publishedPosts), '--now', '2027-12-01');
    expect(output).toContain('FAIL  runtime: Node.js 24 is deprecated on 2028-04-30 (in 151 days');
    expect(code).toBe(1);
  });

  it('refuses a query production has no index for, naming the entry to add', () => {
    const draftsByTitle = {
      collection: 'blog_posts',
      group: false,
      filters: [{ field: 'published', op: 'EQUAL' }],
      orderBy: [{ field: 'title', direction: 'ASCENDING' }],
    };
    const { code, output } = check(projectCopy(), '--repository-only', '--queries', recorded(publishedPosts, draftsByTitle));
    expect(output).toContain(
      'FAIL  indexes: production has no index for the query blog_posts where published EQUAL order by title ASCENDING',
    );
    expect(output).toContain(
      'add to "indexes" in firestore.indexes.json: {"collectionGroup":"blog_posts","queryScope":"COLLECTION","fields":[{"fieldPath":"published","order":"ASCENDING"},{"fieldPath":"title","order":"ASCENDING"}]}',
    );
    expect(code).toBe(1);
  });

  it('fails when asked for recorded queries and there are none', () => {
    const empty = mkdtempSync(join(tmpdir(), 'deploy-check-none-'));
    copies.push(empty);
    const { code, output } = check(projectCopy(), '--repository-only', '--require-queries', '--queries', empty);
    expect(output).toContain('FAIL  indexes: no queries recorded yet');
    expect(code).toBe(1);
  });

  it('refuses a Hosting rewrite to a function that does not exist, or in another region', () => {
    const dir = projectCopy((copy) => {
      editJson(join(copy, 'firebase.json'), (json) => {
        const rewrites = (json.hosting as { rewrites: { function?: { functionId: string; region: string } }[] }).rewrites;
        rewrites[0]!.function!.functionId = 'trackPageViews';
        rewrites[1]!.function!.region = 'europe-west1';
      });
    });
    const { output } = check(dir, '--repository-only', '--queries', recorded(publishedPosts));
    expect(output).toContain('Hosting rewrites /api/track to the function trackPageViews, which functions/src/index.ts does not export');
    expect(output).toContain('Hosting rewrites /api/contact to contactForm in europe-west1, but it is deployed to us-central1');
  });

  it('refuses firebase.json that firebase-tools schema does not accept', () => {
    const dir = projectCopy((copy) =>
      editJson(join(copy, 'firebase.json'), (json) => ((json.hosting as Record<string, unknown>).cleanURLs = true)),
    );
    const { code, output } = check(dir, '--repository-only', '--queries', recorded(publishedPosts));
    expect(output).toMatch(/FAIL {2}firebase\.json: .*unknown property: \{"additionalProperty":"cleanURLs"\}/);
    expect(code).toBe(1);
  });

  it('refuses a parameter the functions declare but functions/.env.example does not list', () => {
    const dir = projectCopy((copy) => {
      const example = join(copy, 'functions', '.env.example');
      writeFileSync(example, readFileSync(example, 'utf8').replace(/^MAIL_FROM=.*$/m, ''));
    });
    const { output } = check(dir, '--repository-only', '--queries', recorded(publishedPosts));
    expect(output).toContain(
      "FAIL  functions' settings: the functions declare the parameter MAIL_FROM, which functions/.env.example does not list",
    );
  });

  it("checks the deploy target: a demo project, then the build's config for a real one", () => {
    const demo = check(projectCopy(), '--queries', recorded(publishedPosts));
    expect(demo.output).toContain('FAIL  deploy target: .firebaserc names no project of yours');
    expect(demo.output).toContain('fix: npx firebase use --add');

    const real = projectCopy((copy) => {
      writeFileSync(join(copy, '.firebaserc'), JSON.stringify({ projects: { default: 'jane-portfolio' } }));
      writeFileSync(
        join(copy, 'functions', '.env'),
        'SMTP_HOST=smtp.example.net\nMAIL_FROM=Site <site@jane.dev>\nSITE_URL=https://jane.dev\n',
      );
      writeFileSync(
        join(copy, 'web', '.env.production.local'),
        'VITE_FIREBASE_PROJECT_ID=jane-portfolio\nVITE_FIREBASE_API_KEY=AIza-example\n',
      );
    });
    const misconfigured = check(real, '--queries', recorded(publishedPosts));
    expect(misconfigured.output).toContain("FAIL  deploy target: the functions' parameter OWNER_EMAIL has no value for jane-portfolio");
    expect(misconfigured.output).toContain('FAIL  deploy target: VITE_FIREBASE_APP_ID is empty for the web build');
    expect(misconfigured.output).toContain('FAIL  deploy target: VITE_SITE_URL is empty');

    writeFileSync(
      join(real, 'functions', '.env'),
      'SMTP_HOST=smtp.example.net\nMAIL_FROM=Site <site@jane.dev>\nSITE_URL=https://jane.dev\nOWNER_EMAIL=jane@jane.dev\n',
    );
    writeFileSync(
      join(real, 'web', '.env.production.local'),
      'VITE_FIREBASE_PROJECT_ID=jane-portfolio\nVITE_FIREBASE_API_KEY=AIza-example\nVITE_FIREBASE_APP_ID=1:2:web:3\nVITE_SITE_URL=https://jane.dev/\n',
    );
    mkdirSync(join(real, 'web', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(real, 'web', 'dist', 'assets', 'config.js'), 'const o={projectId:"demo-portfolio"};');
    const staleBuild = check(real, '--queries', recorded(publishedPosts));
    expect(staleBuild.output).toContain("FAIL  deploy target: the web build in web/dist carries the demo project's config");

    writeFileSync(join(real, 'web', 'dist', 'assets', 'config.js'), 'const o={projectId:"jane-portfolio"};');
    const ready = check(real, '--queries', recorded(publishedPosts));
    expect(ready.output).toContain('ok    deploy target: jane-portfolio: the web build and the functions are configured for it');
    expect(ready.code).toBe(0);
  });
});
