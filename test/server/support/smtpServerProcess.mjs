// A mail provider's SMTP server in a process of its own, for the API tests (started by localSmtp.ts): it asks for
// the login SMTP_USER / SMTP_PASS (plain, no TLS on the loopback), refuses the recipients listed in SMTP_REFUSE
// with 550, and reports on stdout, one JSON line each, its port once listening and every mail it accepts.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const report = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
const refuse = (process.env.SMTP_REFUSE ?? '').split(',').filter(Boolean);

const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  closeTimeout: 1000,
  onAuth(auth, _session, callback) {
    if (auth.username === process.env.SMTP_USER && auth.password === process.env.SMTP_PASS)
      callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    if (!refuse.includes(address.address)) return callback();
    callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      report({
        event: 'mail',
        envelope: {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(({ address }) => address),
        },
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        to: mail.to ? mail.to.text : '',
        replyTo: mail.replyTo ? mail.replyTo.text : '',
      });
      callback();
    }, callback);
  },
});

server.listen(Number(process.env.SMTP_PORT ?? 0), '127.0.0.1', () =>
  report({ event: 'listening', port: server.server.address().port }),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
