// The owner's side of the large-site scenario, in Debian's Chromium against the emulator
// stack: how long the blog admin list and the inbox take to show their first screen after a fresh
// navigation (the admin app loading, the session restored, the first page read), how many rows that
// first screen holds (each list reads one page and one document more: 51 posts, 26 messages), and the
// export of everything (Settings → Download Export: time and file size). Median and min–max of RUNS.
import { launchChromium } from '../scripts/chromium.mjs';

const RUNS = 3;
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: Math.round(sorted[Math.floor(sorted.length / 2)]), min: Math.round(sorted[0]), max: Math.round(sorted.at(-1)) };
};

export async function adminScreens(base) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    async function firstScreen(path, rows) {
      const times = [];
      let shown = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await page.goto(`${base}${path}`);
        await rows().first().waitFor();
        times.push(performance.now() - started);
        shown = await rows().count();
      }
      return { path, ms: stats(times), rows: shown };
    }
    const blog = await firstScreen('/admin/blog', () => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem'));
    const inbox = await firstScreen('/admin/messages', () => page.getByRole('list', { name: 'Messages' }).getByRole('listitem'));

    const exportTimes = [];
    let exportKb = 0;
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${base}/admin/settings`);
      const button = page.getByRole('button', { name: 'Download Export' });
      await button.waitFor();
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), button.click()]);
      const stream = await download.createReadStream();
      let bytes = 0;
      for await (const chunk of stream) bytes += chunk.length;
      exportTimes.push(performance.now() - started);
      exportKb = Math.round(bytes / 1024);
    }
    return { blog, inbox, export: { ms: stats(exportTimes), kb: exportKb } };
  } finally {
    await browser.close();
  }
}
