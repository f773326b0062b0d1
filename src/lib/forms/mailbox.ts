/**
 * The mailbox an address reaches: the one key of every limit and budget that must count one inbox once, however its
 * address is spelled. Never mailed: the visitor's address is kept as given. Stored beside a person's address
 * (`email_key`, `recipient_key`, migration 0930) for the erasure: a change here needs a migration that keys them again.
 */

/** A provider whose mailboxes answer to several spellings: its main domain, and what its local parts ignore. */
interface Provider {
  domain: string;
  /** Characters of the local part the provider ignores (`first.last` is `firstlast`). */
  ignores?: RegExp;
}

const google: Provider = { domain: "gmail.com", ignores: /\./g };
// Proton ignores dots, hyphens and underscores, and gives every account its name at each of its domains.
const proton: Provider = { domain: "proton.me", ignores: /[._-]/g };
// Every Yandex account has its name at each Yandex domain.
const yandex: Provider = { domain: "yandex.ru" };
// An @me.com or @mac.com account also has the same name at icloud.com.
const apple: Provider = { domain: "icloud.com" };

const providers: Record<string, Provider> = {
  "gmail.com": google,
  "googlemail.com": google,
  "proton.me": proton,
  "protonmail.com": proton,
  "protonmail.ch": proton,
  "pm.me": proton,
  "yandex.ru": yandex,
  "yandex.com": yandex,
  "yandex.by": yandex,
  "yandex.kz": yandex,
  "yandex.ua": yandex,
  "ya.ru": yandex,
  "icloud.com": apple,
  "me.com": apple,
  "mac.com": apple,
};

/** Fastmail's subdomain addressing: anything@user.fastmail.com reaches user@fastmail.com. */
const subdomainAddressing = ["fastmail.com", "fastmail.fm"];

/**
 * The one address in `raw` as a mail transport reads it (Nodemailer's address parser, then the SMTP server's):
 * comments dropped, an angle address taken from its display name, the last address of a list or group, and the
 * local part's quotes and backslash escapes unfolded. `"victim"@x`, `"\victim"@x`, `victim(c)@x` and
 * `Eve <victim@x>` are all victim@x. The site refuses such spellings (`isWellFormedEmail`); rows stored before it did
 * may hold them.
 */
function unfold(raw: string): string {
  const pieces: string[] = [];
  let piece = "";
  let angle: string | null = null;
  let comment = 0;
  let quoted = false;
  const end = () => {
    pieces.push(angle ?? piece);
    piece = "";
    angle = null;
  };
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]!;
    if (char === "\\") {
      i += 1;
      if (comment === 0) {
        if (angle === null) piece += raw[i] ?? "";
        else angle += raw[i] ?? "";
      }
    } else if (comment > 0) {
      if (char === "(") comment += 1;
      else if (char === ")") comment -= 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else if (angle === null) piece += char;
      else angle += char;
    } else if (char === "(") comment = 1;
    else if (char === '"') quoted = true;
    else if (angle !== null) {
      // In an angle address: a source route (`<@relay,@relay:victim@x>`) ends at its colon; the relays are not the mailbox.
      if (char === ">") {
        piece = angle;
        angle = null;
      } else if (char === ":") angle = "";
      else if (char !== ",") angle += char;
    } else if (char === "<") angle = "";
    else if (char === "," || char === ";") end();
    // A group's name ends at its colon.
    else if (char === ":") piece = "";
    else piece += char;
  }
  end();
  return pieces.filter((candidate) => candidate.includes("@")).at(-1)?.trim() ?? raw.trim();
}

/** A domain as DNS finds it: lower case, Unicode (IDNA) in its ASCII form, so müller.example is xn--mller-kva.example. */
function domainKey(domain: string): string {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  if (name.startsWith("[")) return name;
  try {
    return new URL(`http://${name}`).hostname || name;
  } catch {
    return name;
  }
}

/**
 * The mailbox key of an address: the address as the transport delivers it (see `unfold`), lower-cased, its domain
 * in ASCII; without the `+tag` of sub-addressing (a+1@x and a+2@x are a@x); at Fastmail, a user's subdomain is that
 * user; and the provider's own equivalences: at Gmail (and googlemail.com) no dots; at Proton no dots, hyphens or
 * underscores, at any of its domains; Yandex's and iCloud's domains as one. Yahoo's `-` addresses are not folded:
 * each is a disposable address its owner created, not a tag anyone may add.
 */
export function mailboxKey(email: string): string {
  const address = unfold(email.normalize("NFC"));
  const at = address.lastIndexOf("@");
  if (at < 0) return address.toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = domainKey(address.slice(at + 1));
  const parent = subdomainAddressing.find((name) => domain.endsWith(`.${name}`));
  const user = parent ? domain.slice(0, -parent.length - 1) : "";
  if (parent && user && !user.includes(".")) {
    local = user;
    domain = parent;
  }
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const provider = providers[domain];
  if (!provider) return `${local}@${domain}`;
  return `${provider.ignores ? local.replace(provider.ignores, "") : local}@${provider.domain}`;
}
