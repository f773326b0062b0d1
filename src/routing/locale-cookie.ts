/**
 * The locale cookie remembers a visitor's language for a year. A module of its own: the browser's code that writes
 * it (the language switcher, RememberLocale) then carries no row of the locale table.
 */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
