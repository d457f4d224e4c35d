import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAMS, GOAL_KEYS, GOALS, HAND_OVER } from '@portfolio/model';

const indexHtml = readFileSync(join(import.meta.dirname, '..', 'web', 'index.html'), 'utf8');

/**
 * web/index.html cannot import HAND_OVER (its inline script and CSS are plain text), yet it must use the
 * names the app and boot.ts use for the web font: a mismatch would leave returning visitors in the
 * fallback font (or set every first page in Inter, waiting for the file).
 */
describe('the web font names in web/index.html', () => {
  it('the inline script reads the stored flag and sets the class the app sets', () => {
    expect(indexHtml).toContain(`localStorage.getItem('${HAND_OVER.webFontStorageKey}')`);
    expect(indexHtml).toContain(`root.classList.add('${HAND_OVER.webFontClass}')`);
  });

  it('the class starts the font stack with Inter, through the property the theme reads', () => {
    expect(indexHtml).toMatch(
      new RegExp(`html\\.${HAND_OVER.webFontClass}\\s*\\{\\s*${HAND_OVER.webFontProperty}: 'Inter Variable', 'Inter Fallback';`),
    );
    expect(indexHtml).toMatch(new RegExp(`font-family:\\s*var\\(${HAND_OVER.webFontProperty}, 'Inter Fallback'\\),`));
    // No preload: a first page never fetches the font before it is idle.
    expect(indexHtml).not.toMatch(/rel="preload"[^>]*as="font"/);
  });
});

describe('the served page names in web/index.html', () => {
  it('the inline script asks for the script a served page names on its hand-over data', () => {
    expect(indexHtml).toContain(`document.getElementById('${HAND_OVER.servedPageId}')`);
    expect(indexHtml).toContain(`served.getAttribute('${HAND_OVER.bootAttribute}')`);
  });

  it('notes an interaction that came before the script, which then starts the app at once', () => {
    expect(indexHtml).toContain(`root.setAttribute('${HAND_OVER.interactedAttribute}', '')`);
  });

  it('holds decorative motion still until a script starts it', () => {
    expect(indexHtml).toContain(`root.setAttribute('${HAND_OVER.motionWatchedAttribute}', '')`);
  });
});

describe('the visit and goal names in web/index.html', () => {
  it('keeps the visit where the app reads it, from the campaign parameters the model names', () => {
    expect(indexHtml).toContain(`sessionStorage.getItem('${HAND_OVER.visitStorageKey}')`);
    expect(indexHtml).toContain(`sessionStorage.setItem('${HAND_OVER.visitStorageKey}'`);
    for (const param of Object.values(CAMPAIGN_PARAMS)) expect(indexHtml).toContain(`query.get('${param}')`);
  });

  it('reports the goals a link can reach, read from the attributes the app puts on links, to the beacon path', () => {
    expect(indexHtml).toContain(`link.getAttribute('${HAND_OVER.goalAttribute}')`);
    expect(indexHtml).toContain(`link.getAttribute('${HAND_OVER.goalPlaceAttribute}')`);
    expect(indexHtml).toContain(`navigator.sendBeacon('${HAND_OVER.beaconPath}'`);
    const linkGoals = GOAL_KEYS.filter((goal) => GOALS[goal].beacon && goal !== 'search');
    expect(indexHtml).toContain(`if (${linkGoals.map((goal) => `goal !== '${goal}'`).join(' && ')}) return;`);
  });
});
