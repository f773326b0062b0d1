import { isCtaType, type CtaType } from "@/lib/cta";

/**
 * The CTA's look as class names: a leaf module (it imports only the list of types), so forms and other client islands
 * styled like a CTA do not import the CTA component, which imports the form modal.
 */

export interface CtaStyle {
  type: CtaType | string | null | undefined;
  /** Overrides the type's colours (e.g. "bg-white text-night" on dark headers). */
  colorClass?: string;
  small?: boolean;
  disabled?: boolean;
  className?: string;
}

const typeClasses: Record<CtaType, string> = {
  primary: "bg-green text-white hover:bg-green-dark",
  secondary: "bg-ink text-white hover:bg-night",
  outline: "border-2 border-current bg-transparent hover:bg-ink/5",
  link: "underline underline-offset-4 hover:no-underline",
};

/** CTA colours that keep their contrast on a dark, green or blue background. */
export function onDarkColorClass(type: string | null | undefined): string {
  if (type === "primary") return "bg-white text-green-dark hover:bg-sugar";
  if (type === "secondary") return "bg-ink text-white hover:bg-night";
  if (type === "link") return "text-white";
  return "border-2 border-white text-white hover:bg-white/10";
}

/** Classes of a CTA of a type (also for elements styled like one). */
export function ctaClassName({ type, colorClass, small, disabled, className }: CtaStyle): string {
  const style = isCtaType(type) ? type : "primary";
  const shape = style === "link" ? "font-semibold" : `rounded-full font-semibold ${small ? "min-h-10 px-4 text-sm" : "min-h-12 px-6"}`;
  return [
    "inline-flex items-center justify-center gap-2 text-center transition-colors",
    shape,
    colorClass ?? typeClasses[style],
    disabled ? "pointer-events-none opacity-50" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}
