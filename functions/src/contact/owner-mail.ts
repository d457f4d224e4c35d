import { INVISIBLE_FORMATTING, type ContactMessage } from '@portfolio/model';

export interface OwnerMail {
  to: string;
  from: string;
  /** The visitor, for a contact message; none for the owner's own notices. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** The same id on every attempt, so a mail system that sees it twice can tell it is one message. */
  messageId: string;
  /** An HTML part beside the text (the newsletter's); the owner's own mail is plain text only. */
  html?: string;
  /** Further headers (the newsletter's List-Unsubscribe pair); values are single lines we made. */
  headers?: Record<string, string>;
}

/**
 * The owner's notification: plain text only (no HTML to inject into), from our fixed sender so SPF
 * and DKIM hold, and the visitor only as Reply-To so "Reply" answers them. Name and e-mail were
 * validated to a single line, and nodemailer encodes header values, so no header can be smuggled in.
 */
export function ownerMail(id: string, message: Pick<ContactMessage, 'name' | 'email' | 'message'>, to: string, from: string): OwnerMail {
  return {
    to,
    from,
    replyTo: { name: message.name, address: message.email },
    // Validation already refuses direction overrides in names; stripping them here too keeps a message
    // stored before that check from disguising the subject when its mail is retried.
    subject: `New message from ${message.name.replace(new RegExp(INVISIBLE_FORMATTING.source, 'g'), '')} (portfolio contact form)`,
    text: [
      'You have a new message from the contact form of your portfolio.',
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      '',
      'Message:',
      message.message,
      '',
      '-- ',
      'Reply to this mail to answer the sender. The message is also in Messages in your admin.',
    ].join('\n'),
    messageId: messageIdFrom(from, `contact-${id}`),
  };
}

/** A Message-ID on our own sender's domain, `<local@example.com>`: the same for every attempt of one mail. */
export function messageIdFrom(from: string, local: string): string {
  const domain = from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost';
  return `<${local}@${domain}>`;
}
