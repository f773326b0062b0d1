/**
 * The data set of `npm run bench:console`: a year of a busy site's leads and analytics, made up from a seed (the same
 * every run). Leads are stored through the lead store (`storeReceivedLeads`); deliveries, confirmations and analytics
 * go straight into their tables, as the worker, the newsletter and the analytics endpoint would have left them.
 */
import { randomUUID } from "node:crypto";
import type { EmbeddedEvent } from "../../src/lib/analytics/event-schema";
import { newLead, type Lead, type LeadKind } from "../../src/lib/leads/lead";
import type { Locale } from "../../src/routing/locales";
import type { Db } from "../../src/server/db";
import type { OutboxStatus } from "../../src/server/db/schema";
import { analyticsDb } from "../../src/server/analytics/events";
import { aggregateFinishedDays, dayOf } from "../../src/server/analytics/retention";
import { Aggregates } from "../../src/server/analytics/summary";
import { storeReceivedLeads } from "../../src/server/leads/store";

const DAY_MS = 86_400_000;

/** A small, seeded random number generator (mulberry32): the same data set on every run and database. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const weighted = <T>(choices: readonly (readonly [T, number])[]) => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let at = next() * total;
    for (const [value, weight] of choices) if ((at -= weight) < 0) return value;
    return choices[choices.length - 1]![0];
  };
  return { next, pick, weighted };
}

const COUNTRIES = [["DE", 30], ["US", 14], ["FR", 12], ["GB", 8], ["AT", 6], ["CH", 5], ["NL", 4], ["BE", 3], ["ES", 3], ["IT", 3], ["SE", 2], ["PL", 2], ["CA", 2], ["DK", 1], ["NO", 1], ["FI", 1], ["IE", 1], ["PT", 1], ["CZ", 1]] as const;
const LOCALE_OF: Record<string, Locale> = { DE: "de", AT: "de", CH: "de", FR: "fr", BE: "fr" };
const FORMS: readonly (readonly [{ kind: LeadKind; formType: string; slug: Record<Locale, string> }, number])[] = [
  [{ kind: "form", formType: "demo", slug: { en: "demo", de: "demo", fr: "demo" } }, 30],
  [{ kind: "form", formType: "contact", slug: { en: "contact", de: "kontakt", fr: "contact" } }, 20],
  [{ kind: "form", formType: "gated_content", slug: { en: "resources/ebook", de: "ressourcen/ebook", fr: "ressources/ebook" } }, 20],
  [{ kind: "newsletter", formType: "newsletter", slug: { en: "newsletter", de: "newsletter", fr: "newsletter" } }, 15],
  [{ kind: "free_trial", formType: "free_trial", slug: { en: "free-trial", de: "kostenlos-testen", fr: "essai-gratuit" } }, 15],
];
/** Where visitors come from: utm campaigns, paid clicks, referrers and direct visits (as the traffic record keeps them). */
const SOURCES = [
  [{ utm_source: "linkedin", utm_medium: "social" }, 20],
  [{ utm_source: "newsletter", utm_medium: "email" }, 10],
  [{ gclid: "Cj0KCQ" }, 18],
  [{ msclkid: "a1b2c3" }, 4],
  [{ referrer: "https://www.google.com/" }, 22],
  [{ referrer: "https://www.partner-network.example/blog/" }, 4],
  [{}, 22],
] as const;
const CAMPAIGNS = ["spring-launch", "webinar-onboarding", "retargeting-q2", "ebook-coaching", "summit-2026", "brand-dach", "brand-fr", "partners", "trial-push", "holiday"];
const FIRST = ["Jürgen", "Anna", "Françoise", "Luc", "Ada", "Grace", "Lars", "Sofia", "Mateo", "Chloé", "Henrik", "Zoë", "Ömer", "Marta", "Jan", "Léa", "Tom", "Ines"];
const LAST = ["Müller", "Schmidt", "Dupont", "Lefèvre", "Lovelace", "Hopper", "Nilsson", "Rossi", "García", "Martin", "Jansen", "Kowalski", "Yılmaz", "Weber", "Moreau", "Smith"];
const COMPANY = ["Müller", "Nordic", "Alpine", "Rhein", "Lumen", "Vertex", "Atlas", "Helix", "Orbit", "Quanta", "Sterling", "Bergmann", "Lyon", "Boreal", "Cedar"];
const SECTOR = ["Bau", "Logistik", "Software", "Consulting", "Health", "Retail", "Energy", "Finance", "Pharma", "Media", "Robotics", "Foods"];
const LEGAL = ["GmbH", "AG", "SAS", "Ltd", "Inc.", "SE", "BV"];
/** Pages that only get views: the site's other pages, in every locale. */
const READ_PAGES = ["", "blog/", "pricing/", "product/", "use-cases/onboarding/", "use-cases/coaching/", "customers/", "events/", "about/"];

export interface ConsoleDataSet {
  leads: number;
  rawEvents: number;
  aggregatedDays: number;
}

export interface ConsoleDataOptions {
  leads: number;
  /** Days the leads are spread over, today included. */
  days: number;
  /** Days whose raw analytics events are kept (the retention); older days exist as daily aggregates only. */
  rawDays: number;
  now: number;
  log?: (line: string) => void;
}

const pathOf = (locale: Locale, slug: string) => (locale === "en" ? `/${slug}` : `/${locale}/${slug}`).replace(/\/?$/, "/");

/** Loads the data set into an empty, migrated database and aggregates the finished days, as the site does hourly. */
export async function loadConsoleData(db: Db, options: ConsoleDataOptions): Promise<ConsoleDataSet> {
  const rng = random(34);
  const log = options.log ?? (() => undefined);
  const formPages = FORMS.flatMap(([form]) => (["en", "de", "fr"] as const).map((locale) => pathOf(locale, form.slug[locale])));
  const readPages = READ_PAGES.flatMap((slug) => (["en", "de", "fr"] as const).map((locale) => pathOf(locale, slug)));

  // Leads, through the store, a chunk at a time.
  const outbox: { submission_id: string; destination: string; status: OutboxStatus; result: string | null }[] = [];
  const newsletters: string[] = [];
  for (let start = 0; start < options.leads; start += 5_000) {
    const chunk: { lead: Lead; createdAt: string; isSpam: boolean }[] = [];
    for (let index = start; index < Math.min(options.leads, start + 5_000); index += 1) {
      const country = rng.weighted(COUNTRIES);
      const locale = LOCALE_OF[country] ?? "en";
      const form = rng.weighted(FORMS);
      const visit = rng.weighted(SOURCES);
      const campaign = "utm_source" in visit || "gclid" in visit ? rng.pick(CAMPAIGNS) : undefined;
      const [first, last] = [rng.pick(FIRST), rng.pick(LAST)];
      const company = `${rng.pick(COMPANY)} ${rng.pick(SECTOR)} ${rng.pick(LEGAL)}`;
      const domain = `${company.split(" ")[0]!.toLowerCase().replace(/ü/g, "ue")}-${index % 997}.example`;
      const page = pathOf(locale, form.slug[locale]);
      const asksConsent = form.kind === "form";
      const lead = newLead({
        kind: form.kind,
        formType: form.formType,
        locale,
        fields: {
          email: `${first.toLowerCase()}.${last.toLowerCase()}.${index}@${domain}`,
          ...(form.kind === "newsletter" ? {} : { firstName: first, lastName: last, company, country }),
          ...(form.formType === "demo" || form.formType === "contact" ? { message: "We would like to train 400 people across three countries.", phone: "+49 30 1234567" } : {}),
          ...(asksConsent ? { marketingOptIn: rng.next() < 0.6 } : {}),
        },
        source: { landingPage: `https://www.quillio.com${rng.pick(readPages)}`, ...visit, ...(campaign ? { utm_campaign: campaign } : {}), conversionPage: `https://www.quillio.com${page}` },
      });
      // More leads lately than a year ago, as a growing site has.
      const age = Math.floor(Math.pow(rng.next(), 1.3) * options.days * DAY_MS);
      chunk.push({ lead, createdAt: new Date(options.now - age).toISOString(), isSpam: rng.next() < 0.01 });
    }
    const ids = await storeReceivedLeads(db, chunk);
    ids.forEach((id, position) => {
      const { lead, isSpam } = chunk[position]!;
      if (isSpam) return;
      if (lead.kind === "newsletter") {
        newsletters.push(id);
        outbox.push({ submission_id: id, destination: "mail", status: "forwarded", result: JSON.stringify({ messageId: `<${id}@quillio.example>`, via: "smtp" }) });
        return;
      }
      const state = rng.weighted([["forwarded", 94], ["parked", 3], ["failed", 1], ["pending", 2]] as const);
      outbox.push({ submission_id: id, destination: "marketo.lead", status: state, result: state === "forwarded" ? JSON.stringify({ status: "created", leadId: String(position) }) : null });
      if (lead.kind === "free_trial") outbox.push({ submission_id: id, destination: "mail", status: "forwarded", result: JSON.stringify({ messageId: `<${id}@quillio.example>`, via: "smtp" }) });
    });
    log(`  ${Math.min(options.leads, start + 5_000).toLocaleString("en")} leads stored`);
  }
  const created = new Date(options.now).toISOString();
  for (let start = 0; start < outbox.length; start += 500) {
    await db
      .insertInto("outbox")
      .values(outbox.slice(start, start + 500).map((entry) => ({ id: randomUUID(), ...entry, message: "{}", attempts: 1, next_attempt_at: created, created_at: created, forwarded_at: entry.status === "forwarded" ? created : null })))
      .execute();
  }
  for (let start = 0; start < newsletters.length; start += 500) {
    const confirmed = newsletters.slice(start, start + 500).filter((_, index) => index % 10 < 7);
    if (confirmed.length) await db.insertInto("newsletter_confirmations").values(confirmed.map((id) => ({ submission_id: id, confirmed_at: created }))).execute();
  }

  // Analytics: about 30 views and 4 form starts per lead, most on the form pages, the rest on reading pages.
  const leadsPerDay = options.leads / options.days;
  const adb = analyticsDb(db);
  const today = dayOf(options.now);
  const dayStart = (daysAgo: number) => Date.parse(`${today}T00:00:00.000Z`) - daysAgo * DAY_MS;
  const eventsOf = (count: number, name: "Page viewed" | "Form started", within: () => number): (EmbeddedEvent & { at: number })[] =>
    Array.from({ length: count }, () => {
      const page = name === "Form started" || rng.next() < 0.45 ? rng.pick(formPages) : rng.pick(readPages);
      const visit = rng.weighted(SOURCES);
      const source = "utm_source" in visit ? [visit.utm_source, visit.utm_medium] : "gclid" in visit ? ["google", "cpc"] : "msclkid" in visit ? ["bing", "cpc"] : "referrer" in visit ? [new URL(visit.referrer).host, "referral"] : ["(direct)", "(none)"];
      const locale = (page.split("/")[1] === "de" ? "de" : page.split("/")[1] === "fr" ? "fr" : "en") as Locale;
      return { name, page, locale, properties: { page_name: page, path: page, source: source[0]!, medium: source[1]! }, at: within() };
    });
  let rawEvents = 0;
  let aggregatedDays = 0;
  for (let daysAgo = options.days - 1; daysAgo >= 0; daysAgo -= 1) {
    const start = dayStart(daysAgo);
    // Today's events so far; each earlier day whole.
    const span = daysAgo === 0 ? Math.max(1, options.now - start) : DAY_MS;
    const share = span / DAY_MS;
    const within = () => start + Math.floor(rng.next() * span);
    const events = [...eventsOf(Math.round(leadsPerDay * 30 * share), "Page viewed", within), ...eventsOf(Math.round(leadsPerDay * 4 * share), "Form started", within)];
    if (daysAgo < options.rawDays) {
      for (let at = 0; at < events.length; at += 500) {
        await adb
          .insertInto("analytics_events")
          .values(events.slice(at, at + 500).map(({ at: time, ...event }) => ({ id: randomUUID(), name: event.name, page: event.page, locale: event.locale, properties: JSON.stringify(event.properties), received_at: new Date(time).toISOString() })))
          .execute();
      }
      rawEvents += events.length;
      continue;
    }
    // Past the retention only the day's aggregates are left, made by the same code the retention runs.
    const aggregates = new Aggregates();
    for (const event of events) aggregates.addEvent(event);
    const rows = aggregates.toRows();
    const day = dayOf(start);
    for (let at = 0; at < rows.length; at += 200) {
      await adb.insertInto("analytics_daily").values(rows.slice(at, at + 200).map((row) => ({ day, metric: row.metric, key: JSON.stringify(row.key), count: row.count }))).execute();
    }
    await adb.insertInto("analytics_days").values({ day, events: events.length, aggregated_at: created }).execute();
    aggregatedDays += 1;
  }
  log(`  ${rawEvents.toLocaleString("en")} raw analytics events over ${options.rawDays} days, ${aggregatedDays} older days as aggregates`);
  // The hourly job's work: every day that is over is aggregated (its raw events kept until the retention ends).
  aggregatedDays += (await aggregateFinishedDays(db, { now: options.now })).length;
  return { leads: options.leads, rawEvents, aggregatedDays };
}
