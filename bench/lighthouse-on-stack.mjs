// Lighthouse on the public routes of the production build served by the emulator stack
// (scripts/stack.mjs sets STACK_URL); writes the rows to the file named by its argument.
import { writeFileSync } from 'node:fs';
import { runLighthouse } from './lighthouse.mjs';

const [out] = process.argv.slice(2);
if (!out || !process.env.STACK_URL) {
  console.error('usage: STACK_URL=... node bench/lighthouse-on-stack.mjs <out.json> (run it through scripts/stack.mjs)');
  process.exit(2);
}
const routes = await runLighthouse(process.env.STACK_URL, { onProgress: (m) => process.stderr.write(`lighthouse: ${m}\n`) });
writeFileSync(out, JSON.stringify(routes));
