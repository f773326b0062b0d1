"use client";

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "./use-dismiss";

/** Which submenu of one menu list is open (one at a time), shared by its toggles and panels. */
const OpenSubmenu = createContext<[number | null, (index: number | null) => void]>([null, () => undefined]);

/**
 * A menu's list: the entries and their panels are rendered on the server (`Navbar.tsx`); this keeps which submenu is
 * open and closes it on Escape or a click outside.
 */
export function MenuList({ className, children }: { className: string; children: ReactNode }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useDismiss(list, openIndex !== null, useCallback(() => setOpenIndex(null), []));

  return (
    <ul ref={list} className={className}>
      <OpenSubmenu.Provider value={[openIndex, setOpenIndex]}>{children}</OpenSubmenu.Provider>
    </ul>
  );
}

/** The button that opens and closes submenu `index` of its list. */
export function SubmenuToggle({ index, panelId, label, children }: { index: number; panelId: string; label: string; children: ReactNode }) {
  const [openIndex, setOpenIndex] = useContext(OpenSubmenu);
  const open = openIndex === index;
  return (
    <button
      type="button"
      className="flex min-h-11 w-full items-center justify-between gap-1 rounded-lg px-3 font-semibold lg:w-auto"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={label}
      onClick={() => setOpenIndex(open ? null : index)}
    >
      {children}
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={open ? "rotate-180" : ""}>
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

/** Submenu `index`'s panel: always in the HTML (crawlers follow its links), hidden until opened. */
export function SubmenuPanel({ index, id, className, children }: { index: number; id: string; className: string; children: ReactNode }) {
  const [openIndex] = useContext(OpenSubmenu);
  return (
    <div id={id} hidden={openIndex !== index} className={className}>
      {children}
    </div>
  );
}
