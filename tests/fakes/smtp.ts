import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  received: ParsedMail[];
  /** Answers the next n messages with this SMTP reply code (421: try later, 550: refused). */
  refuseNext(n: number, code: number): void;
  close(): Promise<void>;
}

/** An SMTP server in the test process: receives the real message and parses it back with mailparser. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ParsedMail[] = [];
  let refusals = { left: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals.left > 0) {
        refusals.left -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('refused by the fake'), { responseCode: refusals.code })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (left, code) => {
      refusals = { left, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
