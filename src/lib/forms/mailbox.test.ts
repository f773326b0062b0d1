import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";
import { mailboxKey } from "./mailbox";

describe("mailboxKey: one key per inbox", () => {
  it.each([
    ["quoted local part", '"victim"@x.example', "victim@x.example"],
    ["escaped character in quotes", '"\\victim"@x.example', "victim@x.example"],
    ["escape in the middle", '"vic\\tim"@x.example', "victim@x.example"],
    ["comment after", "victim(hello)@x.example", "victim@x.example"],
    ["nested comment before", "(a(b)c)victim@x.example", "victim@x.example"],
    ["display name", "Eve <victim@x.example>", "victim@x.example"],
    ["quoted display name with an @", '"boss@corp.example" <victim@x.example>', "victim@x.example"],
    ["source route", "<@relay.example,@other.example:victim@x.example>", "victim@x.example"],
    ["list", "a,victim@x.example", "victim@x.example"],
    ["group", "friends:victim@x.example;", "victim@x.example"],
    ["domain case", "Victim@X.EXAMPLE", "victim@x.example"],
    ["domain's trailing dot", "victim@x.example.", "victim@x.example"],
    ["Unicode domain", "victim@müller.example", "victim@xn--mller-kva.example"],
    ["ASCII form of it", "victim@XN--MLLER-KVA.example", "victim@xn--mller-kva.example"],
    ["fullwidth letters in the domain", "victim@ｍüller.example", "victim@xn--mller-kva.example"],
    ["ideographic full stop", "victim@müller\u3002example", "victim@xn--mller-kva.example"],
    ["+tag anywhere", "victim+news@x.example", "victim@x.example"],
    ["+tag in quotes", '"victim+news"@x.example', "victim@x.example"],
  ])("%s: %s is %s", (_name, spelling, key) => {
    expect(mailboxKey(spelling)).toBe(key);
  });

  it.each([
    ["Gmail's dots and +tags", ["first.last@gmail.com", "FirstLast+x@gmail.com", "f.i.r.s.t.l.a.s.t@googlemail.com"], "firstlast@gmail.com"],
    ["Proton's dots, hyphens and underscores at any of its domains", ["first.last@protonmail.com", "first-last@proton.me", "first_last+x@pm.me", "firstlast@protonmail.ch"], "firstlast@proton.me"],
    ["Yandex's domains", ["ivan@yandex.ru", "ivan@ya.ru", "ivan+x@yandex.com", "ivan@yandex.kz"], "ivan@yandex.ru"],
    ["iCloud's domains", ["jo@me.com", "jo@mac.com", "jo+x@icloud.com"], "jo@icloud.com"],
    ["Fastmail's subdomain addressing", ["user@fastmail.com", "anything@user.fastmail.com", "user+x@fastmail.com"], "user@fastmail.com"],
  ])("%s", (_name, spellings, key) => {
    for (const spelling of spellings) expect(mailboxKey(spelling), spelling).toBe(key);
  });

  it("keeps what the provider does not fold: dots elsewhere, Yahoo's hyphen addresses, a leading +", () => {
    expect(mailboxKey("first.last@x.example")).toBe("first.last@x.example");
    expect(mailboxKey("first.last@outlook.com")).not.toBe(mailboxKey("firstlast@outlook.com"));
    expect(mailboxKey("base-keyword@yahoo.com")).toBe("base-keyword@yahoo.com");
    expect(mailboxKey("+only@x.example")).toBe("+only@x.example");
    expect(mailboxKey("a@b.fastmail.com.evil.example")).toBe("a@b.fastmail.com.evil.example");
  });

  it("is its own key: counting a key again counts the same inbox", () => {
    for (const spelling of ['"victim"@x.example', "First.Last+x@googlemail.com", "x_y-z@pm.me", "a@user.fastmail.fm", "Eve <v@müller.example>"]) {
      expect(mailboxKey(mailboxKey(spelling))).toBe(mailboxKey(spelling));
    }
  });
});

describe("the site accepts only addresses that are their own mailbox", () => {
  it.each(['"victim"@x.example', '"\\victim"@x.example', 'vic"tim"@x.example', "victim(c)@x.example", "x<victim@x.example>", "a,victim@x.example", "a;victim@x.example", "a:victim@x.example", "victim@[127.0.0.1]", "victim@ｘ.example", "ｖictim@x.example", "victim@x\u3002example.org"])(
    "refuses %s",
    (spelling) => {
      expect(isValidEmail(spelling)).toBe(false);
    },
  );

  it("still accepts ordinary and international addresses", () => {
    for (const address of ["ada.lovelace+news@example.org", "o'brien@example.co.uk", "jürgen@müller.example", "straße@bäcker.de", "李@例子.中国", "x_y-z@pm.me"]) {
      expect(isValidEmail(address), address).toBe(true);
    }
  });
});
