import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as the server took it: parsed, with the envelope's recipients (RCPT TO, where it is really delivered). */
export type ReceivedMail = ParsedMail & { rcptTo: string[] };

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  port: number;
  /** Every mail received, parsed, in order of arrival (a mail counts once its data is in, before the server answers). */
  received: ReceivedMail[];
  /** The mails to one address (its To header). */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** Addresses answered 550 (an unknown mailbox). */
  refuse?: string[];
  /**
   * A slow server: how long it holds its answer after a mail's data is in. The mail is received (and counted)
   * first, so a client that dies meanwhile never hears that it was accepted.
   */
  acceptDelayMs?: number;
}

/**
 * A real SMTP server for tests (Nodemailer's smtp-server): it asks for a login, takes every mail except to
 * `refuse` addresses (550, as an unknown mailbox), and keeps what it received, parsed (mailparser).
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
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
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
          if (options.acceptDelayMs) setTimeout(() => callback(), options.acceptDelayMs);
          else callback();
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
