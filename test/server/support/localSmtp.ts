import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

export interface LocalSmtp {
  /** SMTP_URL for the app, with the login this server asks for. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port, as a mail provider behaves: it asks for a login (plain, no TLS on
 * the loopback), refuses the recipients in `refuse` with 550, and keeps every mail it accepts, parsed.
 */
export async function startLocalSmtp({ user = 'ep-control', pass = 's3cret', refuse = [] as string[] } = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ envelope: { from, to: session.envelope.rcptTo.map(({ address }) => address) }, mail });
        callback();
      }, callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
