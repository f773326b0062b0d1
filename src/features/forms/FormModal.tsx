"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePageLabels } from "@/i18n/PageLabels";
import { ctaClassName } from "@/components/cta/classes";
import { callConversionApi } from "@/lib/forms/api";
import { FormStartedArea } from "./form-started";
import { FormView } from "./FormView";
import { formIntro } from "./intro";
import { useFormStore } from "./store";
import type { FormModalData } from "./types";
import type { FormBundle } from "@/lib/forms/bundle";

/** Bundles already fetched in this page view, by form_config id and locale. */
const bundles = new Map<string, Promise<FormBundle>>();

/** The browser bundle of a form_config, from `/api/forms/config` (fetched once per page view). */
export function fetchFormBundle({ formConfigId, locale }: Pick<FormModalData, "formConfigId" | "locale">): Promise<FormBundle> {
  const key = `${locale}:${formConfigId}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = callConversionApi<FormBundle>("/api/forms/config", { query: { id: formConfigId, locale } }).then((result) => {
      if (!result.ok) throw new Error(`Form config answered ${result.status}`);
      return result.data;
    });
    // A failed fetch is not kept: the next open tries again.
    bundle.catch(() => bundles.delete(key));
    bundles.set(key, bundle);
  }
  return bundle;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The form modal (mounted once in the root layout). `openFormModal({ formConfigId, locale })`
 * opens it; it is a modal `<dialog>` (the page behind is inert), keeps Tab inside, closes on
 * Escape, the close button or a click on the backdrop, and gives focus back to the opener.
 */
export function FormModal() {
  const t = usePageLabels().formModal;
  const { isFormModalOpen, formModalData, closeFormModal } = useFormStore();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ data: FormModalData; attempt: number; bundle: FormBundle | null } | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isFormModalOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isFormModalOpen && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [isFormModalOpen]);

  useEffect(() => {
    if (!isFormModalOpen || !formModalData) return;
    let current = true;
    fetchFormBundle(formModalData)
      .then((bundle) => current && setLoaded({ data: formModalData, attempt, bundle }))
      .catch(() => current && setLoaded({ data: formModalData, attempt, bundle: null }));
    return () => {
      current = false;
    };
  }, [isFormModalOpen, formModalData, attempt]);

  // What was loaded for another opening (or a failed attempt before a retry) does not count.
  const outcome = loaded && loaded.data === formModalData && loaded.attempt === attempt ? loaded : null;
  const bundle = outcome?.bundle ?? null;
  const failed = outcome !== null && outcome.bundle === null;

  // Focus moves into the dialog once its content is there.
  useEffect(() => {
    if (!isFormModalOpen) return;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector("form")?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  }, [isFormModalOpen, bundle, failed]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const title = formModalData?.title ?? bundle?.config.buttonLabel ?? "";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="form-modal"
      onKeyDown={trapTab}
      // Escape fires "cancel": the store decides, so the state and the dialog never disagree.
      onCancel={(event) => {
        event.preventDefault();
        closeFormModal();
      }}
      onClick={(event) => event.target === dialogRef.current && closeFormModal()}
      className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
    >
      {isFormModalOpen ? (
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold">
              {title}
            </h2>
            <button type="button" onClick={closeFormModal} aria-label={t.close} className="-m-2 flex min-h-11 min-w-11 items-center justify-center rounded-full text-2xl hover:bg-cloud">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {bundle ? (
            <FormStartedArea key={`${bundle.config.id}`} config={bundle.config}>
              <FormView bundle={bundle} intro={formIntro(bundle)} placement="modal" context={formModalData?.context} />
            </FormStartedArea>
          ) : failed ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p>{t.loadFailed}</p>
              <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={() => setAttempt((value) => value + 1)}>
                {t.retry}
              </button>
            </div>
          ) : (
            <p aria-live="polite">{t.loading}</p>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
