import type { ReactNode } from "react";

export type SectionBackground = "white" | "sugar" | "dark" | "green";

const backgrounds: Record<SectionBackground, string> = {
  white: "bg-white text-ink",
  sugar: "bg-sugar text-ink",
  dark: "bg-night text-white",
  green: "bg-green text-white",
};

/** A page section: full-width background, centred content column, anchor id for in-page links. */
export function Section({
  id,
  background = "white",
  className = "",
  children,
  ...rest
}: { id?: string | null; background?: SectionBackground; className?: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <section id={id || undefined} className={backgrounds[background]} {...rest}>
      <div className={`mx-auto max-w-7xl px-4 py-14 lg:px-8 lg:py-20 ${className}`}>{children}</div>
    </section>
  );
}

/** Whether text on this background must be light. */
export function isDarkBackground(background: string | null | undefined): boolean {
  return background === "dark" || background === "green" || background === "blue";
}
