import type { ReactNode } from "react";
import type { NotFoundCard, NotFoundModel } from "@/lib/not-found";

const cardClass = (accent: boolean) =>
  `mt-auto inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 font-semibold ${
    accent ? "bg-green text-white hover:bg-green-dark" : "border-2 border-ink text-ink hover:bg-ink hover:text-white"
  }`;

function CardLink({ card }: { card: NotFoundCard }) {
  const className = cardClass(card.accent);
  const accent = card.accent ? "true" : "false";
  if (!card.href) return <span className={className} data-accent={accent}>{card.label}</span>;
  const external = !card.href.startsWith("/") || card.href.startsWith("//");
  return (
    <a href={card.href} target={external ? card.target : undefined} rel={external ? "noopener noreferrer" : undefined} className={className} data-accent={accent}>
      {card.label}
    </a>
  );
}

/**
 * The 404 page's header and redirection cards. Rendered by the server at `/404/` and by the error boundary
 * in the browser (fatal errors show the 404 page with the error), so it takes data only: no hooks, no
 * server calls. `children` goes under the subtitle (the error's reference and retry button). Its links are
 * plain anchors (a fresh page load after a 404 or a crash): Next sends the not-found boundary's code with
 * every page, and next/link in it was a second copy of the link code beside the page's own.
 */
export function NotFoundBody({ model, children }: { model: NotFoundModel; children?: ReactNode }) {
  return (
    <>
      <section className="bg-night px-4 pt-12 pb-16 text-center text-white lg:pt-20 lg:pb-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance lg:text-6xl">{model.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{model.subtitle}</p>
        {children}
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {model.cards.map((card, index) => (
            <li key={`${card.label}-${index}`} className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm">
              {card.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
                <img
                  src={card.image.src}
                  srcSet={card.image.srcSet}
                  sizes={card.image.sizes}
                  width={card.image.width}
                  height={card.image.height}
                  loading={card.image.loading}
                  decoding={card.image.decoding}
                  className={card.image.className}
                  alt=""
                />
              ) : null}
              <CardLink card={card} />
            </li>
          ))}
          {model.cards.length === 0 ? (
            <li>
              <a href={model.home.href} className="inline-flex min-h-11 items-center rounded-full bg-green px-5 font-semibold text-white">
                {model.home.label}
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
