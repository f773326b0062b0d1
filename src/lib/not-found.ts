/** The `<img>` attributes a card's illustration may carry (next/image's, computed on the server); nothing else is rendered. */
export interface CardImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number | string;
  height?: number | string;
  loading?: "eager" | "lazy";
  decoding?: "async" | "auto" | "sync";
  className?: string;
}

export interface NotFoundCard {
  label: string;
  /** Resolved path or URL; null renders the label without a link. */
  href: string | null;
  target?: string;
  accent: boolean;
  /** The illustration's `<img>` attributes, computed on the server. */
  image?: CardImage;
}

/** The 404 page's content as plain, serialisable data (src/content/queries/not-found.ts shapes it; the error boundary fetches it as JSON). */
export interface NotFoundModel {
  title: string;
  subtitle: string;
  cards: NotFoundCard[];
  /** Shown when the document has no cards. */
  home: { label: string; href: string };
}
