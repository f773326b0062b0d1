import "./zod-setup";
import { z } from "zod";
import { optionalText } from "./fields";

const sourceText = optionalText(2000);

/** The traffic source record the tracking feature keeps in local storage (spec section 3). */
export const trafficSourceSchema = z
  .object({
    utm_medium: sourceText,
    utm_source: sourceText,
    utm_campaign: sourceText,
    utm_content: sourceText,
    utm_term: sourceText,
    utm_campaign_id: sourceText,
    utm_ad_id: sourceText,
    landingPage: sourceText,
    referrer: sourceText,
    gclid: sourceText,
    msclkid: sourceText,
    conversionPage: sourceText,
  }, { error: "invalid_value" })
  .nullish();
export type TrafficSource = NonNullable<z.infer<typeof trafficSourceSchema>>;
