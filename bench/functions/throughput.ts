/**
 * Cloud Functions throughput: a bounded load on loopback only. Each round sends a fixed number of
 * requests to each handler with a fixed concurrency, then stops; the figures are the medians over
 * the rounds. Run as `node throughput.mjs` (bundled by bench/run.mjs); prints JSON.
 * With the argument `serve`, it is the server process instead.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startFunctionsServer } from './server.js';

const REQUESTS = Number(process.env.BENCH_FN_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_FN_CONCURRENCY ?? 10);
const ROUNDS = Number(process.env.BENCH_FN_ROUNDS ?? 3);
const WARMUP = 20;
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * Every request comes from its own address in the IPv6 documentation range, as visitors would:
 * the handlers' per-address rate limits (30 views a minute, 5 messages in 10 minutes) would
 * otherwise answer 429 and measure the limiter instead of the work.
 */
let nextVisitor = 0;
const visitorIp = () => `2001:db8::${(++nextVisitor).toString(16)}`;

type Call = { path: string; contentType: string; body: string; ok: number };
const CALLS: Record<string, () => Call> = {
  trackPageView: () => ({
    path: '/trackPageView',
    contentType: 'text/plain;charset=UTF-8',
    body: JSON.stringify({ page_path: '/projects/project-1', referrer: 'https://www.google.com/' }),
    ok: 204,
  }),
  submitContactMessage: () => ({
    path: '/submitContactMessage',
    contentType: 'application/json',
    body: JSON.stringify({ data: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nI liked your projects.' } }),
    ok: 200,
  }),
};

function send(port: number, agent: Agent, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: call.path,
        method: 'POST',
        agent,
        headers: { 'content-type': call.contentType, 'user-agent': UA, 'x-forwarded-for': visitorIp() },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function round(port: number, name: string, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let failed = 0;
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < count) {
      issued += 1;
      const call = CALLS[name]!();
      const t0 = performance.now();
      const status = await send(port, agent, call);
      latencies.push(performance.now() - t0);
      if (status !== call.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failed };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`functions server exited (${code})`)));
  });
  const results = [];
  try {
    for (const name of Object.keys(CALLS)) {
      await round(port, name, WARMUP);
      const rounds = [];
      for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round(port, name, REQUESTS));
      results.push({
        handler: name,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        rounds: ROUNDS,
        rps: Math.round(median(rounds.map((r) => r.rps))),
        p50Ms: Math.round(median(rounds.map((r) => r.p50)) * 10) / 10,
        p95Ms: Math.round(median(rounds.map((r) => r.p95)) * 10) / 10,
        failed: rounds.reduce((n, r) => n + r.failed, 0),
      });
    }
    child.send('stats');
    const stats = await new Promise((resolve) => child.once('message', resolve));
    process.stdout.write(JSON.stringify({ results, stats }) + '\n');
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function serve() {
  const server = await startFunctionsServer();
  process.on('message', async (m) => {
    if (m === 'stats') process.send!(server.stats());
    if (m === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
  // Never outlive the load generator.
  process.on('disconnect', () => process.exit(0));
  process.send!({ port: server.port });
}

await (process.argv[2] === 'serve' ? serve() : main());
