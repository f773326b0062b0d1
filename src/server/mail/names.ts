/** The longest name a mail repeats: characters, and words between spaces (a first name of four is already rare). */
export const MAX_MAILED_NAME_LENGTH = 40;
const MAX_MAILED_NAME_WORDS = 4;
/** Words that only an address has: a name "www. evil. com" passes the pattern but is still a link to a reader. */
const ADDRESS_WORDS = /(?:^|\P{L})(?:www|https?|ftp)(?:\P{L}|$)/iu;

/**
 * A name: words of letters (any script, with their combining marks) joined by one space, apostrophe or hyphen, or by
 * an initial's dot and a space ("J. R."). No digits, no other punctuation: nothing a mail client turns into a link
 * (`www.x.com`, `x.com`, `https://`, `a@b`) and nothing that breaks a line or a header.
 */
const WORD = String.raw`(?:\p{L}\p{M}*)+`;
const NAME = new RegExp(String.raw`^${WORD}(?:(?:[ '’-]|\. )${WORD})*\.?$`, "u");

/**
 * A name a visitor typed, as a mail to the address they typed may repeat it: a single short line of a name, or
 * nothing. The address has confirmed nothing yet, so whoever typed it must not be able to put words of their own
 * in the site's mail: `Hello Eve\nBcc: …`, a link, a control character or a sentence longer than a name is dropped
 * whole (the mail greets without a name), never trimmed into something else.
 */
export function mailableName(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  // Fullwidth and other compatibility letters are read as the plain ones a mail client would show (`ｗｗｗ．` is `www.`).
  const name = typed.normalize("NFKC").trim().replace(/ {2,}/g, " ");
  if ([...name].length > MAX_MAILED_NAME_LENGTH || !NAME.test(name) || ADDRESS_WORDS.test(name)) return undefined;
  if (name.split(" ").length > MAX_MAILED_NAME_WORDS) return undefined;
  return name;
}
