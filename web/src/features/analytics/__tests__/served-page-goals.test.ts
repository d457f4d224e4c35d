/**
 * web/index.html's inline script on a served page: it keeps the landing's campaign for the visit and
 * reports goal links with navigator.sendBeacon, before any app code has loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HAND_OVER, parseVisit } from '@portfolio/model';

const html = readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

function servedPage(address: string, body: string, referrer = '') {
  window.history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  document.body.innerHTML = `${body}<script type="application/json" id="${HAND_OVER.servedPageId}"></script>`;
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (url: string, data: string) => sent.push({ url, body: JSON.parse(data) as Record<string, unknown> }) > 0,
    configurable: true,
  });
  // Its listeners are added to the window: each page here gets a fresh copy with only its own.
  const added: [string, EventListener, boolean][] = [];
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListener, options: boolean) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  }) as typeof window.addEventListener;
  // As the browser runs it: a classic script, in the page's own scope.
  const script = document.createElement('script');
  script.textContent = inline;
  document.head.appendChild(script);
  script.remove();
  window.addEventListener = add;
  return { sent, done: () => added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options)) };
}

const click = (selector: string) =>
  document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const visit = () => parseVisit(sessionStorage.getItem(HAND_OVER.visitStorageKey));

afterEach(() => sessionStorage.clear());

describe("a served page's goal links", () => {
  it('keeps the landing campaign for the visit and reports outbound and resume clicks with it', () => {
    const page = servedPage(
      '/projects?utm_campaign=acme&utm_source=cv&token=secret',
      `<a id="gh" href="https://github.com/owner">GitHub</a>
       <a id="demo" href="https://demo.example.org/app?x=1" ${HAND_OVER.goalPlaceAttribute}="demo">Live</a>
       <a id="cv" href="https://files.example/cv.pdf" ${HAND_OVER.goalAttribute}="resume">Download Resume</a>
       <a id="home" href="/blog">Blog</a>`,
      'https://mail.example/inbox',
    );
    expect(visit()).toMatchObject({ campaign: 'acme', source: 'cv', medium: '', referrer: 'https://mail.example/inbox', goals: [] });
    click('#gh');
    click('#demo');
    click('#cv');
    click('#home');
    click('#gh');
    expect(page.sent.map((s) => s.url)).toEqual(Array(4).fill(HAND_OVER.beaconPath));
    expect(page.sent.map((s) => s.body)).toEqual([
      expect.objectContaining({
        page_path: '/projects',
        goal: 'outbound',
        target: 'github.com',
        place: 'other',
        first_of_kind: true,
        first_of_visit: true,
      }),
      expect.objectContaining({ goal: 'outbound', target: 'demo.example.org', place: 'demo', first_of_kind: false }),
      expect.objectContaining({ goal: 'resume', first_of_kind: true, first_of_visit: false, campaign: 'acme', source: 'cv' }),
      expect.objectContaining({ goal: 'outbound', first_of_kind: false, first_of_visit: false }),
    ]);
    // Never the rest of the query string, nor the destination's path (the referrer goes as the browser
    // gives it, and the function keeps its host only).
    expect(JSON.stringify(page.sent)).not.toMatch(/secret|token|app\?x/);
    page.done();
  });

  it('keeps the visit across the pages of a session, and a new campaign starts a new visit', () => {
    servedPage('/?utm_campaign=acme', '').done();
    sessionStorage.setItem(HAND_OVER.visitStorageKey, JSON.stringify({ ...visit(), counted: true, goals: ['resume'] }));
    servedPage('/resume', '', 'https://portfolio.test/').done();
    expect(visit()).toMatchObject({ campaign: 'acme', counted: true, goals: ['resume'], referrer: '' });
    servedPage('/?utm_campaign=globex', '').done();
    expect(visit()).toMatchObject({ campaign: 'globex', counted: false, goals: [] });
  });

  it('reports nothing on a page the server did not render (the admin, the demo)', () => {
    const page = servedPage('/', '<a id="gh" href="https://github.com/owner">GitHub</a>');
    document.getElementById(HAND_OVER.servedPageId)!.remove();
    click('#gh');
    expect(page.sent).toEqual([]);
    page.done();
  });
});
