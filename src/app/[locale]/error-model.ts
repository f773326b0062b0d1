import type { NotFoundCard, NotFoundModel } from "@/lib/not-found";

const isString = (value: unknown): value is string => typeof value === "string";

function isCard(value: unknown): value is NotFoundCard {
  if (typeof value !== "object" || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    isString(card.label) &&
    (card.href === null || isString(card.href)) &&
    typeof card.accent === "boolean" &&
    (card.target === undefined || isString(card.target)) &&
    (card.image === undefined || (typeof card.image === "object" && card.image !== null && isString((card.image as { src?: unknown }).src)))
    // Only known attributes are rendered from it (NotFoundBody), so other keys are harmless.
  );
}

/** Whether a `/_i18n/{locale}/not-found.json` answer has the shape the error page renders (anything else is ignored). */
export function isNotFoundModel(value: unknown): value is NotFoundModel {
  if (typeof value !== "object" || value === null) return false;
  const model = value as Record<string, unknown>;
  return isString(model.title) && isString(model.subtitle) && Array.isArray(model.cards) && model.cards.every(isCard);
}
