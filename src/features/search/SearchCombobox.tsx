"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { LazyMessages } from "@/i18n/LazyMessages";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { htmlLangs, languageName, type Locale } from "@/routing/locales";
import { Highlighted } from "./Highlighted";
import { resultsPageHref } from "./paths";
import type { SearchAnswer } from "@/lib/search";

export interface SearchComboboxProps {
  /** Id of the form, which the navbar's search button controls. */
  id: string;
  locale: Locale;
  label: string;
  onClose: () => void;
}

const DEBOUNCE_MS = 150;
const SUGGESTIONS = 6;

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * The navbar search: a WAI-ARIA combobox whose listbox shows instant results as the visitor types
 * (debounced, stale requests aborted). Up/Down pick a result, Enter opens it, or the results page
 * when none is picked; Escape closes the list, then clears, then closes the search bar.
 */
export function SearchCombobox({ id, locale, label, onClose }: SearchComboboxProps) {
  const t = useTranslations("search");
  const router = useRouter();
  const [value, setValue] = useState("");
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const q = value.trim();
  const results = q && answer?.q === q ? answer.results : [];
  // The last option always leads to the full results page.
  const optionCount = q ? results.length + 1 : 0;
  const open = expanded && optionCount > 0 && status !== "idle";
  const inputId = `${id}-q`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const query = new URLSearchParams({ q, locale, limit: String(SUGGESTIONS) });
        const response = await fetch(`/api/search?${query}`, { signal: controller.signal, headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const next = (await response.json()) as SearchAnswer;
        setAnswer(next);
        setActive(-1);
        setStatus("ready");
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn("[search] suggestions failed", error);
          setStatus("failed");
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale]);

  useEffect(() => {
    if (active >= 0) listbox.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function go(href: string) {
    setExpanded(false);
    onClose();
    router.push(href);
  }

  function choose(index: number) {
    go(index < results.length ? results[index].path : resultsPageHref(locale, q));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!optionCount) return;
        setExpanded(true);
        setActive((current) => (open ? (current + 1) % optionCount : 0));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!optionCount) return;
        setExpanded(true);
        setActive((current) => (open && current > 0 ? current - 1 : optionCount - 1));
        break;
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case "Escape":
        event.preventDefault();
        if (open) {
          setExpanded(false);
          setActive(-1);
        } else if (value) {
          setValue("");
        } else {
          onClose();
        }
        break;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (q) go(resultsPageHref(locale, q));
  }

  return (
    <form
      id={id}
      role="search"
      action={resultsPageHref(locale, "")}
      method="get"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
      className="relative mx-auto flex max-w-7xl gap-2 px-4 pb-3 lg:px-8"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={value}
        placeholder={t("placeholder")}
        onChange={(event) => {
          const next = event.target.value;
          if (next.trim() && next.trim() !== q) setStatus("loading");
          setValue(next);
          setExpanded(true);
          setActive(-1);
        }}
        onFocus={() => setExpanded(true)}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 rounded-lg border border-stone bg-white px-3 text-ink"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-ink px-4 font-semibold text-white">
        {t("submit")}
      </button>
      <p role="status" className="sr-only">
        {q && status === "loading" ? t("loading") : q && status === "ready" ? t("instantResults", { count: results.length }) : q && status === "failed" ? t("failed") : ""}
      </p>
      <ul
        ref={listbox}
        id={listboxId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!open}
        className="absolute top-full right-4 left-4 z-50 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-2 text-ink shadow-xl lg:right-8 lg:left-8"
      >
        {results.map((hit, index) => (
          <li
            key={hit.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            lang={hit.locale === locale ? undefined : htmlLangs[hit.locale]}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
            className={`cursor-pointer rounded-lg px-3 py-2 ${index === active ? "bg-cloud" : ""}`}
          >
            <span className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide text-stone uppercase" lang={htmlLangs[locale]}>
              <span>{t(`kinds.${hit.kind}`)}</span>
              {hit.locale === locale ? null : <span className="rounded bg-cloud px-1.5 text-ink">{t("otherLanguage", { language: languageName(hit.locale, locale) })}</span>}
            </span>
            <span className="block font-semibold">
              <Highlighted segments={hit.title} />
            </span>
            {hit.snippet.length > 0 ? (
              <span className="line-clamp-2 block text-sm text-stone">
                <Highlighted segments={hit.snippet} />
              </span>
            ) : null}
          </li>
        ))}
        {q ? (
          <li
            id={optionId(results.length)}
            role="option"
            aria-selected={active === results.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(results.length)}
            onMouseMove={() => setActive(results.length)}
            className={`cursor-pointer rounded-lg px-3 py-2 font-semibold text-green ${active === results.length ? "bg-cloud" : ""}`}
          >
            {t("seeAll", { query: q })}
          </li>
        ) : null}
      </ul>
    </form>
  );
}

/** The combobox with its messages (the "search" namespace, fetched when the search opens): what the navbar loads. */
export function SearchWithMessages(props: SearchComboboxProps) {
  return (
    <LazyMessages namespaces={["search"]}>
      <SearchCombobox {...props} />
    </LazyMessages>
  );
}
