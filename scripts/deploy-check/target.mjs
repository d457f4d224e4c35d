/**
 * The project a deploy goes to, and the configuration each side will carry there: .firebaserc names a
 * real project (not a demo- one, which only the emulators know); the web build's VITE_FIREBASE_*
 * variables point at that project and not at the emulators; the functions' parameters without a
 * default have values (firebase deploy would stop and ask for them); both sides agree on the site's
 * address; and a web build already made carries that project's config, not the demo's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** The deploy target's project id, or null where .firebaserc names none or a demo project. */
export function targetProject(firebaserc) {
  const id = firebaserc?.projects?.default;
  return id && !id.startsWith('demo-') ? id : null;
}

const readEnvFile = (path) => (existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {});

/** The variables a production Vite build sees (its .env files in Vite's order, then the environment). */
export function webBuildEnv(webDir, env = process.env) {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((name) => readEnvFile(join(webDir, name)));
  const fromEnv = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_')));
  return Object.assign({}, ...files, fromEnv);
}

/** The functions' parameter values for a project, as firebase deploy reads them (.env, then .env.<project>). */
export function functionsEnv(functionsDir, projectId) {
  return { ...readEnvFile(join(functionsDir, '.env')), ...readEnvFile(join(functionsDir, `.env.${projectId}`)) };
}

const sameAddress = (a, b) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Problems with the target's configuration; `params`: the functions' declared parameters (manifest). */
export function targetProblems({ projectId, web, functions, params, builtScripts }) {
  const problems = [];
  const add = (what, fix) => problems.push({ what, fix });
  if (web.VITE_FIREBASE_PROJECT_ID !== projectId) {
    add(
      `the web build would talk to the project "${web.VITE_FIREBASE_PROJECT_ID ?? '(unset: demo-portfolio)'}", not "${projectId}"`,
      `set VITE_FIREBASE_PROJECT_ID=${projectId} and the rest of the app's config in web/.env.production.local (web/.env.example lists them)`,
    );
  }
  for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']) {
    if (!web[name])
      add(
        `${name} is empty for the web build`,
        `copy it from the Firebase console (Project settings → Your apps) into web/.env.production.local`,
      );
  }
  if (web.VITE_USE_EMULATORS === 'true')
    add('the web build would talk to the local emulators', 'remove VITE_USE_EMULATORS=true from web/.env.production.local');
  if (web.VITE_BACKEND === 'memory')
    add('the web build would carry the in-memory demo, not Firebase', 'remove VITE_BACKEND=memory from web/.env.production.local');
  for (const param of params) {
    if (param.type !== 'secret' && param.default === undefined && !functions[param.name]) {
      add(
        `the functions' parameter ${param.name} has no value for ${projectId}`,
        `set ${param.name}= in functions/.env (functions/.env.example says what it is)`,
      );
    }
  }
  if (functions.SITE_URL && !/^https:\/\//.test(functions.SITE_URL))
    add(`SITE_URL (${functions.SITE_URL}) is not an https address`, 'set SITE_URL=https://… in functions/.env');
  if (!web.VITE_SITE_URL)
    add('VITE_SITE_URL is empty: robots.txt would name no sitemap', 'set VITE_SITE_URL in web/.env.production.local, the same as SITE_URL');
  else if (functions.SITE_URL && !sameAddress(web.VITE_SITE_URL, functions.SITE_URL)) {
    add(
      `the two sides name different site addresses (VITE_SITE_URL ${web.VITE_SITE_URL}, SITE_URL ${functions.SITE_URL})`,
      'set both to the public address',
    );
  }
  if (builtScripts !== null) {
    const carries = (text) => builtScripts.some((script) => script.includes(text));
    if (!carries(`"${projectId}"`) || carries('"demo-portfolio"')) {
      add(
        "the web build in web/dist carries the demo project's config, not this project's",
        'run npm run build again after setting web/.env.production.local',
      );
    }
  }
  return problems;
}

/** The text of the web build's scripts, or null where nothing is built. */
export function builtScriptsOf(distDir) {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return null;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'));
}
