import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '#server/test/listening';
import { createSmtpMailer } from './smtp-mailer';

type Received = { from: string; to: string[]; data: string };

/** A tiny SMTP server on loopback that keeps what it receives: enough of the protocol for nodemailer. */
function startFakeSmtp() {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

let fake: ReturnType<typeof startFakeSmtp>;
let port: number;
beforeAll(async () => {
  fake = startFakeSmtp();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  port = portOf(fake.server);
});
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('SMTP mailer', () => {
  it('delivers text and HTML to the SMTP server from the configured sender', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Showcase <no-reply@showcase.example>',
    });
    await mailer.send({
      to: 'parent@example.com',
      subject: 'Confirm your email for Showcase',
      text: 'Confirm: http://localhost:3000/api/auth/verify-email?token=abc',
      html: '<p>Confirm</p>',
    });
    expect(fake.received).toHaveLength(1);
    const [message] = fake.received;
    expect(message?.from).toContain('no-reply@showcase.example');
    expect(message?.to.join()).toContain('parent@example.com');
    expect(message?.data).toContain('Subject: Confirm your email for Showcase');
    expect(message?.data).toContain('text/html');
    expect(message?.data).toContain('verify-email?token=abc');
  });
});
