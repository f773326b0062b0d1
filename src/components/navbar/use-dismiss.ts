import { useEffect, type RefObject } from "react";

/** While `open`, closes what `root` holds on Escape or on a click outside it (a disclosure's menu or list). */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("click", onEvent);
    document.addEventListener("keydown", onEvent);
    return () => {
      document.removeEventListener("click", onEvent);
      document.removeEventListener("keydown", onEvent);
    };
  }, [root, open, close]);
}
