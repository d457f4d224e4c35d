import nodemailer from 'nodemailer';
import type { OwnerMail } from './owner-mail.js';

export interface Mailer {
  send(mail: OwnerMail): Promise<void>;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** false only for a local test server without TLS; real servers must use TLS (465) or STARTTLS. */
  tls: boolean;
}

/**
 * One SMTP transport per function instance (built once, reused by every call), with timeouts that
 * keep a send well inside the delivery lease (delivery-rules.ts) and the function's own timeout.
 */
export function smtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.tls && config.port === 465,
    requireTLS: config.tls && config.port !== 465,
    ignoreTLS: !config.tls,
    auth: config.user ? { user: config.user, pass: config.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        from: mail.from,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        messageId: mail.messageId,
      });
    },
  };
}
