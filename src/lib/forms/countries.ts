import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js";

export interface Country {
  /** English name; use `countryName()` for the visitor's language. */
  name: string;
  iso2: CountryCode;
  /** International dialling prefix with its plus sign, e.g. "+49". */
  dialCode: string;
}

const englishNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Every country and territory libphonenumber-js keeps phone metadata for (about 245), so the list
 * and the phone check can never disagree. Names come from the runtime's CLDR data, not a hand list.
 */
export const countries: readonly Country[] = getCountries()
  .map((iso2) => ({
    iso2,
    name: englishNames.of(iso2) ?? iso2,
    dialCode: `+${getCountryCallingCode(iso2)}`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byIso2 = new Map(countries.map((country) => [country.iso2, country]));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && byIso2.has(value as CountryCode);
}

export function findCountry(iso2: string): Country | undefined {
  return byIso2.get(iso2.toUpperCase() as CountryCode);
}

/** The country's name in a display language (de, en, fr...), falling back to English. */
export function countryName(iso2: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(iso2) ?? byIso2.get(iso2)?.name ?? iso2;
  } catch {
    return byIso2.get(iso2)?.name ?? iso2;
  }
}
