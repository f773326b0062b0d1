// What the browser's forms need of the integrations: Marketo's Forms 2.0 (MARKETO_HOST, MARKETO_ACCOUNT_ID) or the
// embedded provider, and after a demo request Chili Piper's calendar (CHILIPIPER_DOMAIN) or a confirmation. Read by
// the callers of formBundle (pages at build time, like every other server setting, and GET /api/forms/config) and
// handed to it, so the content's queries never ask the integrations themselves.
import type { FormProviderConfig } from "@/lib/forms/bundle";
import { bookingStep, type BookingStep } from "@/server/integrations/chilipiper";
import { marketoBrowserConfig } from "@/server/integrations/marketo";

export interface BrowserIntegrations {
  provider: FormProviderConfig;
  booking: BookingStep;
}

export function browserIntegrations(): BrowserIntegrations {
  const marketo = marketoBrowserConfig();
  return { provider: marketo ? { kind: "marketo", ...marketo } : { kind: "embedded" }, booking: bookingStep() };
}
