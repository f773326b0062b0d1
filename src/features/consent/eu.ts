/**
 * Countries whose visitors get every consent denied until they choose.
 * Privacy first: the EU member states (ISO codes, incl. outermost regions with their own code)
 * plus the rest of the EEA (IS, LI, NO), the UK and Switzerland, whose laws ask for the same opt-in.
 */
export const consentRequiredCountries: ReadonlySet<string> = new Set([
  // EU member states
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV",
  "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  // EU outermost regions and Åland, which geolocation reports under their own codes
  "AX", "GF", "GP", "MQ", "RE", "YT", "MF",
  // EEA, United Kingdom, Switzerland
  "IS", "LI", "NO", "GB", "CH",
]);

const countryCode = /^[A-Z]{2}$/;
/** Codes some platforms use for "unknown" or anonymising networks. */
const unknownCodes = new Set(["XX", "T1", "A1", "A2", "O1", "EU", "AP", "ZZ"]);

/** Normalises a country code; anything that is not a real ISO 3166-1 alpha-2 code is unknown (null). */
export function normalizeCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && countryCode.test(code) && !unknownCodes.has(code) ? code : null;
}

/** Unknown country counts as EU: the safe side. */
export function isConsentRequiredCountry(country: string | null | undefined): boolean {
  const code = normalizeCountry(country);
  return code === null || consentRequiredCountries.has(code);
}
