/** The brand, as titles, logos and mails name it (the same in every language). A leaf: browser code may import it. */
export const BRAND = "Quillio";
