import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * Parses a phone number typed for a country (national or international form) and returns it in
 * E.164 ("+4930123456") when it is a valid number of that country; null otherwise.
 * Without a country the number must be international ("+...").
 */
export function normalizePhone(input: string, country?: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), country);
  if (!phone || !phone.isValid()) return null;
  // Countries sharing a calling code (+1: US, CA...) cannot be told apart by number alone.
  if (country && phone.countryCallingCode !== getCountryCallingCode(country)) return null;
  return phone.number;
}
