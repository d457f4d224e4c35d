#!/usr/bin/env node
/**
 * A local SMTP server for the emulator stack: the functions' mail goes here instead of a real mailbox.
 * It prints one line per message and, when MAIL_SINK_FILE is set, appends each message as a JSON line
 * there (the browser tests read it to check what the owner would receive).
 *
 *   node scripts/mail-sink.mjs <port> -- <command...>    # runs the command, then stops
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
const dash = process.argv.indexOf('--');
const command = process.argv.slice(dash + 1);
if (!port || dash === -1 || command.length === 0) {
  console.error('usage: mail-sink.mjs <port> -- <command...>');
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

server.listen(port, '127.0.0.1', () => {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const stop = (code) => server.close(() => process.exit(code));
  child.on('exit', (code, signal) => stop(signal ? 1 : (code ?? 1)));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
});
server.on('error', (error) => {
  console.error(`The local mail sink could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
