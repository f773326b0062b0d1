import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  port: number;
  /** Every mail received, parsed, in order of arrival. */
  received: ParsedMail[];
  /** The mails to one address. */
  to(address: string): ParsedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server for tests (Nodemailer's smtp-server): it asks for a login, takes every mail except to
 * `refuse` addresses (550, as an unknown mailbox), and keeps what it received, parsed (mailparser).
 */
export async function startSmtpSink(options: { port?: number; refuse?: string[] } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN"],
    // Plain text on loopback: the site's transport must still log in, as with a real relay.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "site" && auth.password === "secret") callback(null, { user: "site" });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address.toLowerCase())) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const addresses = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
  return {
    url: `smtp://site:secret@127.0.0.1:${port}`,
    port,
    received,
    to: (address) => received.filter((mail) => addresses(mail).includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
