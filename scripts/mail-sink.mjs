#!/usr/bin/env node
/**
 * A local SMTP server for the emulator stack: the functions' mail goes here instead of a real mailbox.
 * It prints one line per message and, when MAIL_SINK_FILE is set, appends each message as a JSON line
 * there (the browser tests read it to check what the owner would receive).
 *
 *   node scripts/mail-sink.mjs <port>    # until stopped (SIGINT, SIGTERM)
 *
 * The stack (scripts/stack.mjs) runs it as one of its parts: if it dies, the stack ends and says so.
 */
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
if (!port) {
  console.error('usage: mail-sink.mjs <port>');
  process.exit(2);
}

const header = (raw, name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address);
      console.log(`[mail] to ${to.join(', ')}: ${header(raw, 'Subject')}`);
      if (process.env.MAIL_SINK_FILE) appendFileSync(process.env.MAIL_SINK_FILE, `${JSON.stringify({ to, raw })}\n`);
      callback();
    });
  },
});

server.listen(port, '127.0.0.1', () => console.log(`[mail] local mail sink on 127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
server.on('error', (error) => {
  console.error(`The local mail sink could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
