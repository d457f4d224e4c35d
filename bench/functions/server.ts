/**
 * The two HTTP-facing handlers behind a plain node:http server on 127.0.0.1, the way their triggers
 * call them (functions/src/index.ts): the in-memory store, and contact mail sent with nodemailer to
 * a real SMTP server, also on 127.0.0.1. Started by the load generator as a separate process, so the
 * two do not share one event loop.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLLECTIONS } from '@portfolio/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { trackPageView } from '../../functions/src/analytics/track-page-view.js';
import { smtpMailer } from '../../functions/src/mail/mailer.js';
import { submitContactMessage } from '../../functions/src/contact/submit-contact-message.js';
import { headerValue } from '../../functions/src/shared/client-ip.js';
import { systemClock } from '../../functions/src/shared/clock.js';
import { MemoryStore } from '../../functions/src/store/memory-store.js';
import { addressTrust, visitorKey } from '../../functions/src/shared/visitor-address.js';
import { startSmtp, type ReceivedMail } from '../../functions/test/support/smtp.js';

const OWNER = 'owner@portfolio.test';

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

// As deployed by default (CLIENT_IP_HOPS 1, no CDN ranges): the load generator's X-Forwarded-For is the visitor.
const TRUST = addressTrust(1, '');
const visitorOf = (req: IncomingMessage) => visitorKey(req.headers, req.socket.remoteAddress, TRUST, () => {});

const CALLABLE_STATUS: Record<string, number> = { 'invalid-argument': 400, 'resource-exhausted': 429, unavailable: 503 };

export async function startFunctionsServer() {
  const received: ReceivedMail[] = [];
  const smtp = await startSmtp(0, received);
  const store = new MemoryStore(systemClock);
  store.collection(COLLECTIONS.sections).set('contact', { content: { email: OWNER, social: { github: '', linkedin: '' } } });
  // The page the beacons report: an active project, so each view is recorded (detail pages of unknown
  // projects are checked and dropped, which would measure less work).
  store.collection(COLLECTIONS.projects).set('project-1', { title: 'Project 1', status: 'active' });
  // One transport per instance, as the deployed function keeps it.
  const mailer = smtpMailer({ host: '127.0.0.1', port: smtp.port, tls: false, user: '', pass: '' });
  const hashSecret = 'bench-secret';
  const failures: string[] = [];

  const server = createServer(async (req, res) => {
    try {
      const raw = await body(req);
      if (req.url === '/trackPageView') {
        const result = await trackPageView(
          { store, hashSecret, clock: systemClock },
          {
            method: req.method ?? 'GET',
            contentType: headerValue(req.headers, 'content-type'),
            rawBody: raw,
            userAgent: headerValue(req.headers, 'user-agent'),
            ip: visitorOf(req),
            host: headerValue(req.headers, 'host'),
          },
        );
        res.writeHead(result.status, { 'x-outcome': result.outcome }).end();
      } else if (req.url === '/submitContactMessage') {
        const { data } = JSON.parse(raw.toString('utf8')) as { data: unknown };
        const deps = {
          store,
          hashSecret,
          mailer: () => mailer,
          mailFrom: 'Portfolio <noreply@portfolio.test>',
          ownerEmail: OWNER,
          clock: systemClock,
          log: (m: string) => failures.push(m),
        };
        const result = await submitContactMessage(deps, data, visitorOf(req));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result }));
      } else {
        res.writeHead(404).end();
      }
    } catch (error) {
      const status = error instanceof HttpsError ? (CALLABLE_STATUS[error.code] ?? 500) : 500;
      res.writeHead(status).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** What reached the SMTP server and what was stored: the check that the load did real work. */
    stats: () => ({
      mails: received.length,
      events: store.events().length,
      messages: store.collection(COLLECTIONS.contactMessages).size,
      failures: failures.length,
    }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}
