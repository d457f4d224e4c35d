/** A mail the functions send: to the owner (contact messages, notices, the digest) or a subscriber. */
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

/** A Message-ID on our own sender's domain, `<local@example.com>`: the same for every attempt of one mail. */
export function messageIdFrom(from: string, local: string): string {
  const domain = from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost';
  return `<${local}@${domain}>`;
}
