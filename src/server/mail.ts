import nodemailer from 'nodemailer';

/** SMTP_URL and SMTP_FROM (config.ts reads them). */
export interface SmtpSettings {
  url?: string;
  /** The sender; without it the site settings' contact email. */
  from?: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail; rejects with the SMTP server's reason (refused recipient, no connection, bad login). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** SMTP_FROM, when set: the sender instead of the site's contact email. */
  from?: string;
}

// A staff member waits on the answer: an unreachable server must fail in seconds, not nodemailer's minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mailer of SMTP_URL, or none: then replies go out through the staff member's own mail program or WhatsApp. */
export function smtpMailer({ url, from }: SmtpSettings): Mailer | undefined {
  if (!url) return undefined;
  // One connection per mail: replies are few, and a pool would hold a socket open to a server that may drop it.
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    from,
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
