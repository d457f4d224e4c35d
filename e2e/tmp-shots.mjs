import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4391';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, theme, width, mode] = spec.split(',');
  const ctx = await b.newContext({ viewport: { width: Number(width), height: width < 500 ? 844 : 900 }, colorScheme: theme });
  await ctx.addInitScript((t) => localStorage.setItem('chakra-ui-color-mode', t), theme);
  const p = await ctx.newPage();
  const logs = [];
  p.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && logs.push(`${m.type()}: ${m.text()}`));
  await p.goto(base + path);
  await p.waitForTimeout(2500);
  if (mode === 'bottom') {
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await p.waitForTimeout(1500);
  }
  await p.screenshot({ path: `/tmp/pw/${name}.png`, fullPage: mode === 'full' });
  console.log(name, logs.join(' | ').slice(0, 400));
  await ctx.close();
}
await b.close();
