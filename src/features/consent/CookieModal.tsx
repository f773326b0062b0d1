"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { allConsents, consentCategories, type ConsentState } from "./consent";
import { saveConsents } from "./save";
import { selectConsents, useConsentStore } from "./store";
import type { CookieModalTexts } from "./texts";

const button = "min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors";
const focusable = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The cookie settings: one switch per category, reject all, accept all, save.
 * A modal dialog: focus stays inside, Escape closes, focus returns to where it was.
 */
export function CookieModal({ texts }: { texts: CookieModalTexts }) {
  const isOpen = useConsentStore((state) => state.isModalOpen);
  const closeModal = useConsentStore((state) => state.closeModal);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (element.open) element.close();
      // After saving, the banner's button is gone: focus then stays with the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen]);

  // Tab and Shift+Tab cycle within the dialog instead of reaching the browser interface.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="cookie-modal-title"
      aria-describedby="cookie-modal-description"
      data-testid="cookie-modal"
      onCancel={(event) => {
        event.preventDefault();
        closeModal();
      }}
      onKeyDown={trapFocus}
      className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      {isOpen && <CookieModalContent texts={texts} onClose={closeModal} />}
    </dialog>
  );
}

function CookieModalContent({ texts, onClose }: { texts: CookieModalTexts; onClose: () => void }) {
  const [draft, setDraft] = useState<ConsentState>(() => selectConsents(useConsentStore.getState()));
  return (
    <div className="p-5 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id="cookie-modal-title" className="text-xl font-bold">
          {texts.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.close}
          className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-cloud"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id="cookie-modal-description" className="mt-3 text-sm text-stone [&_a]:underline">
        {texts.description}
      </div>
      <ul className="mt-6 divide-y divide-cloud border-y border-cloud">
        {consentCategories.map((category) => {
          const { title, description } = texts.categories[category];
          const id = `consent-${category}`;
          // Strictly necessary storage is used whatever the visitor says: its switch shows that, and cannot lie.
          const alwaysOn = category === "necessary";
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-4">
              <div>
                <label htmlFor={id} className="font-semibold">
                  {title}
                </label>
                <p id={`${id}-description`} className="mt-1 text-sm text-stone">
                  {description}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {alwaysOn ? (
                  <span id={`${id}-always-on`} className="text-sm font-semibold text-stone">
                    {texts.alwaysOn}
                  </span>
                ) : null}
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  data-autofocus={category === "analytics" ? "" : undefined}
                  aria-describedby={alwaysOn ? `${id}-always-on ${id}-description` : `${id}-description`}
                  checked={alwaysOn || draft[category]}
                  disabled={alwaysOn}
                  onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                  className="mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone/40 transition-colors before:block before:size-5 before:translate-x-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green checked:before:translate-x-5.5 disabled:cursor-not-allowed disabled:opacity-70"
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${button} border border-ink hover:bg-cloud`} onClick={() => saveConsents(allConsents(false))}>
          {texts.rejectAll}
        </button>
        <button type="button" className={`${button} border border-ink hover:bg-cloud`} onClick={() => saveConsents(allConsents(true))}>
          {texts.acceptAll}
        </button>
        <button type="button" className={`${button} bg-green text-white hover:bg-green-dark`} onClick={() => saveConsents({ ...draft, necessary: true })}>
          {texts.save}
        </button>
      </div>
    </div>
  );
}
