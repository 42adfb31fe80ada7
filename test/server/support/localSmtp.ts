import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  subject: string;
  text: string;
  /** The HTML part, the To header as written (with the name) and Reply-To, for the guests' messages. */
  html?: string;
  to?: string;
  replyTo?: string;
}

export interface LocalSmtp {
  /** SMTP_URL for the app, with the login this server asks for. */
  url: string;
  /** The mails accepted so far, in order. */
  received: ReceivedMail[];
  /** The `index`th mail accepted (from 0), once it has arrived: the server reports it from its own process. */
  mail(index: number): Promise<ReceivedMail>;
  /** Stops the server; a later send finds nobody listening. */
  close(): Promise<void>;
}

/**
 * SMTP_URL of a mail server that is down: port 1, below the range the system gives `listen(0)`, so no test's own
 * SMTP server is ever given it. A port freed by closing a server was given again to another file's server running
 * beside, which then received the mails the "down" server's outbox kept retrying.
 */
export const MAIL_SERVER_DOWN_URL = 'smtp://ep-control:s3cret@127.0.0.1:1';

const SCRIPT = fileURLToPath(new URL('./smtpServerProcess.mjs', import.meta.url));

/** A real SMTP server (the smtp-server package) in a process of its own, on a free local port. */
export async function startLocalSmtp({
  user = 'ep-control',
  pass = 's3cret',
  refuse = [] as string[],
  /** 0: any free port; a fixed one for a server started before the SMTP server (the e2e servers). */
  listenOn = 0,
} = {}): Promise<LocalSmtp> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      SMTP_USER: user,
      SMTP_PASS: pass,
      SMTP_REFUSE: refuse.join(','),
      SMTP_PORT: String(listenOn),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const port = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the SMTP server process exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const report = JSON.parse(line) as { event: 'listening'; port: number } | ({ event: 'mail' } & ReceivedMail);
      if (report.event === 'listening') return resolve(report.port);
      const { envelope, subject, text, html, to, replyTo } = report;
      received.push({ envelope, subject, text, html, to, replyTo });
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  const url = `smtp://${user}:${pass}@127.0.0.1:${await port}`;
  return {
    url,
    received,
    async mail(index) {
      while (received.length <= index) await new Promise<void>((wake) => waiting.push(wake));
      return received[index];
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
