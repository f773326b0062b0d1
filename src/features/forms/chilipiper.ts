import type { FormValues } from "@/lib/forms/schema";

/** Chili Piper's marketing script (https://help.chilipiper.com/hc/en-us/articles/360053799573). */
export const CHILIPIPER_SCRIPT_URL = "https://js.chilipiper.com/marketing.js";

interface ChiliPiperApi {
  submit(domain: string, router: string, options: { lead: Record<string, string>; onSuccess?(): void; onError?(error?: unknown): void }): void;
}

declare global {
  interface Window {
    ChiliPiper?: ChiliPiperApi;
  }
}

const leadNames: Record<string, string> = { firstName: "FirstName", lastName: "LastName", email: "Email", company: "Company", phone: "Phone", country: "Country", jobTitle: "Title", companySize: "CompanySize" };

/** The lead Chili Piper routes, in Marketo's field names (Marketo's own values pass as they are). */
export function chiliPiperLead(values: FormValues): Record<string, string> {
  const lead: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === "string" && value) lead[leadNames[field] ?? field] = value;
  }
  return lead;
}

let script: Promise<ChiliPiperApi> | null = null;

/** Loads the script once, only after a demo request was stored (the visitor asked to book). */
export function loadChiliPiper(doc: Document = document): Promise<ChiliPiperApi> {
  const win = doc.defaultView;
  if (win?.ChiliPiper) return Promise.resolve(win.ChiliPiper);
  script ??= new Promise<ChiliPiperApi>((resolve, reject) => {
    const element = doc.createElement("script");
    element.src = CHILIPIPER_SCRIPT_URL;
    element.async = true;
    element.onload = () => (win?.ChiliPiper ? resolve(win.ChiliPiper) : reject(new Error("ChiliPiper is not defined")));
    element.onerror = () => reject(new Error(`Could not load ${CHILIPIPER_SCRIPT_URL}`));
    doc.head.appendChild(element);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}
