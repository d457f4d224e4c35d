import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAMS, GOAL_KEYS, GOALS, HAND_OVER } from '@portfolio/model';

const indexHtml = readFileSync(join(import.meta.dirname, '..', 'web', 'index.html'), 'utf8');

/** The site is set in the system's own face (docs/design.md, "The font"): no web font to fetch or swap. */
describe('the font in web/index.html', () => {
  it('declares no web font, preloads none and sets the boot style in the system face the theme names', () => {
    expect(indexHtml).not.toContain('@font-face');
    expect(indexHtml).not.toMatch(/rel="preload"[^>]*as="font"/);
    expect(indexHtml).toMatch(/font-family:\s*-apple-system, BlinkMacSystemFont, /);
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
