import type { Transporter } from 'nodemailer';

/** SMTP_URL and SMTP_FROM (config.ts reads them). */
export interface SmtpSettings {
  url?: string;
  /** The sender; without it the site settings' contact email. */
  from?: string;
  /** The guests' outbox (issue 39): first retry delay (doubling), how often it looks for due messages, attempts. */
  outbox?: OutboxSettings;
}

export interface OutboxSettings {
  retryMs: number;
  pollMs: number;
  maxAttempts: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = { retryMs: 60_000, pollMs: 30_000, maxAttempts: 8 };

export interface OutgoingMail {
  from: string;
  /** An address, or the guest's name with it (nodemailer quotes the name). */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  /** The guests' messages carry an HTML part and answer to the business. */
  html?: string;
  replyTo?: string;
}

/** Sends one mail; rejects with the SMTP server's reason (refused recipient, no connection, bad login). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** SMTP_FROM, when set: the sender instead of the site's contact email. */
  from?: string;
  outbox: OutboxSettings;
}

// A staff member waits on the answer: an unreachable server must fail in seconds, not nodemailer's minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mailer of SMTP_URL, or none: then replies go out through the staff member's own mail program or WhatsApp. */
export function smtpMailer(
  { url, from, outbox = OUTBOX_DEFAULTS }: SmtpSettings,
  load: () => Promise<typeof import('nodemailer')> = () => import('nodemailer'),
): Mailer | undefined {
  if (!url) return undefined;
  // nodemailer, and Node's TLS, DNS and child_process with it, load with the first mail, not at every start.
  let transport: Promise<Transporter> | undefined;
  return {
    from,
    outbox,
    async send(mail) {
      // One connection per mail: replies are few, and a pool would hold a socket open to a server that may drop it.
      transport ??= load().then(({ default: nodemailer }) => nodemailer.createTransport({ url, ...TIMEOUTS }));
      // A load that failed once (no file handle left, say) is tried again with the next mail, not kept as the answer.
      transport.catch(() => (transport = undefined));
      await (await transport).sendMail(mail);
    },
  };
}
