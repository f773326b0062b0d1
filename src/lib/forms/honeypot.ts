/** Name of the honeypot input: invisible to people, filled by naive bots (a leaf module: the browser's form code imports it without the definitions). */
export const HONEYPOT_FIELD = "website";
