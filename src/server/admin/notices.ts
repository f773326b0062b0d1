import { siteUrl } from "@/config/site";
import type { Db } from "@/server/db";
import { marketoRestConfigured } from "../integrations/marketo";
import { mailSettings } from "../mail/env";
import { logger } from "@/lib/log";

const log = logger("admin");

/** A service the site hands leads or mails to, and what happens without it. */
export interface ServiceNotice {
  service: "mail" | "marketo";
  /** One line: what is missing. */
  title: string;
  /** What the site keeps instead, and where. */
  kept: string;
  /** What does not happen. */
  notSent: string;
}

/** Which services are configured (the environment, read as the deliveries read it). */
export interface ServiceConfiguration {
  mail: boolean;
  marketo: boolean;
}

/** How many things sit in the embedded defaults' tables: the numbers of the notices. */
export interface KeptCounts {
  mails: number;
  marketoLeads: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The notices of the overview and the deliveries page: one per service that is not configured, saying what the site
 * keeps and what it does not send. A delivery to an embedded default counts as done in the outbox; here and in every
 * list it is "kept, not sent", never "forwarded".
 */
export function serviceNotices(configured: ServiceConfiguration, kept: KeptCounts): ServiceNotice[] {
  const notices: ServiceNotice[] = [];
  if (!configured.mail) {
    notices.push({
      service: "mail",
      title: "No mail service is configured (SMTP_URL is not set).",
      kept: `Every mail the site writes (confirmations, welcome mails, e-book links, reports, sign-in links) is kept in the outgoing_email table: ${plural(kept.mails, "mail", "mails")} so far, listed by npm run mail:outbox.`,
      notSent: "None of them is sent: visitors receive nothing until SMTP_URL is set (mails kept so far are not sent then either).",
    });
  }
  if (!configured.marketo) {
    notices.push({
      service: "marketo",
      title: "Marketo is not configured (MARKETO_ACCOUNT_ID, MARKETO_CLIENT_ID and MARKETO_CLIENT_SECRET are not all set).",
      kept: `Leads meant for Marketo are kept in the site's database (embedded_deliveries): ${plural(kept.marketoLeads, "lead", "leads")} so far, in the leads list and its exports.`,
      notSent: "None of them reaches Marketo: export them from the leads page, or set the credentials for the leads to come.",
    });
  }
  return notices;
}

/** Whether a configuration check passes; a bad value (which fails the deliveries too) counts as not configured. */
function configured(check: () => boolean, service: string): boolean {
  try {
    return check();
  } catch (error) {
    log.warn(`the ${service} configuration is invalid: the console reports it as not configured`, { err: error });
    return false;
  }
}

/** The notices for this server's configuration, with the counts of what its embedded defaults hold. */
export async function currentServiceNotices(db: Db): Promise<ServiceNotice[]> {
  const services = { mail: configured(() => mailSettings(siteUrl).smtpUrl !== null, "mail"), marketo: configured(marketoRestConfigured, "Marketo") };
  if (services.mail && services.marketo) return [];
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const kept: KeptCounts = {
    mails: services.mail ? 0 : await count(db.selectFrom("outgoing_email").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst()),
    marketoLeads: services.marketo
      ? 0
      : await count(db.selectFrom("embedded_deliveries").select((eb) => eb.fn.countAll<number | string>().as("n")).where("destination", "=", "marketo").executeTakeFirst()),
  };
  return serviceNotices(services, kept);
}
