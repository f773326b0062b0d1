"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { DeferredFormView } from "@/features/forms/DeferredFormView";
import { reportError } from "@/lib/errors";
import { conversionApi } from "@/lib/forms/api";
import type { FormBundle } from "@/lib/forms/bundle";
import type { Locale } from "@/routing/locales";
import type { ReportContent } from "./report";
import { canGoNext, initialAssessment, overallLevel, type AssessmentTheme } from "./rules";
import { useMaturityModelStore } from "./store";

export interface AssessmentThemeContent {
  title: string;
  description: string;
  /** Descriptions of levels 1-5. */
  levels: string[];
  kpi: string;
}

export interface AssessmentTexts {
  levelLabels: string[];
  selectYourLevel: string;
  next: string;
  yourOverallLevel: string;
  kpi: string;
  /** "{current}" and "{total}". */
  progress: string;
  themesLabel: string;
  resultsTitle: string;
  restart: string;
  /** On each theme of the results: opens that theme's question again. */
  changeAnswer: string;
  /** Back from a changed answer to the (updated) results. */
  showResults: string;
  preparing: string;
  download: string;
  uploadFailed: string;
  downloadFailed: string;
  assessmentFailed: string;
}

export interface MaturityAssessmentProps {
  locale: Locale;
  themes: AssessmentThemeContent[];
  texts: AssessmentTexts;
  form: { title: string; subtitle: string; infoPanel: ReactNode; bundle: FormBundle; intro?: ReactNode} | null;
  /** The PDF's fixed wordings; the answers are added in the browser. */
  report: Omit<ReportContent, "overallLevel" | "themes"> & { fileName: string };
}

type ReportState =
  | { status: "idle" }
  | { status: "preparing" }
  | { status: "ready"; url: string; uploadFailed: boolean }
  | { status: "failed" };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

/**
 * The maturity-model self-assessment: one theme at a time with a radio group of the five levels,
 * then the overall level, the report form and the PDF report made in the browser.
 */
export function MaturityAssessment({ locale, themes, texts, form, report }: MaturityAssessmentProps) {
  const liveStore = useMaturityModelStore();
  const [hydrated, setHydrated] = useState(false);
  // The server and the first paint show the first theme; answers kept in this tab return after hydration.
  const store = hydrated ? liveStore : { ...liveStore, ...initialAssessment(themes.length) };
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    useMaturityModelStore.getState().load(`maturity_model:${locale}`, themes.length);
    // sessionStorage exists only in the browser: the saved answers show after hydration, never in the server HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, [locale, themes.length]);

  const current = store.themes[store.selectedThemeIndex];
  const theme = themes[store.selectedThemeIndex];
  const complete = hydrated && store.hasUserCompletedAssessment;
  // A finished assessment stays open to changes: the visitor reopens a theme, and the results follow.
  const [editing, setEditing] = useState(false);
  const showingResults = complete && !editing;

  useEffect(() => {
    if (showingResults) resultsRef.current?.focus();
  }, [showingResults]);

  if (!current || !theme) return null;

  const goNext = () => {
    store.next();
    headingRef.current?.focus();
  };
  const openTheme = (index: number) => {
    store.setSelectedTheme(index);
    if (store.hasUserCompletedAssessment) setEditing(true);
  };

  return (
    <div data-testid="maturity-assessment">
      <nav aria-label={texts.themesLabel} className="mb-6">
        <ol className="flex flex-wrap gap-2">
          {themes.map((entry, index) => {
            const answered = store.themes[index]?.selectedLevelIndex != null;
            return (
              <li key={index}>
                <button
                  type="button"
                  onClick={() => openTheme(index)}
                  disabled={!hydrated}
                  aria-current={index === store.selectedThemeIndex ? "step" : undefined}
                  className={`rounded-full border-2 px-4 py-2 text-sm font-semibold ${index === store.selectedThemeIndex ? "border-green bg-green text-white" : answered ? "border-green text-green-dark" : "border-cloud"}`}
                >
                  {answered ? "✓ " : ""}
                  {entry.title}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {!showingResults ? (
        <section aria-labelledby={`${id}-theme`} className="rounded-3xl border border-cloud p-6 lg:p-8">
          <p className="text-sm font-semibold text-stone">{fill(texts.progress, { current: store.selectedThemeIndex + 1, total: themes.length })}</p>
          <h3 id={`${id}-theme`} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold focus:outline-none">
            {theme.title}
          </h3>
          {theme.description ? <p className="mt-2 text-stone">{theme.description}</p> : null}
          <fieldset className="mt-6">
            <legend className="font-semibold">{texts.selectYourLevel}</legend>
            <div className="mt-3 grid gap-3">
              {texts.levelLabels.map((label, levelIndex) => {
                const checked = current.selectedLevelIndex === levelIndex;
                return (
                  <label key={levelIndex} className={`flex cursor-pointer gap-4 rounded-2xl border-2 p-4 ${checked ? "border-green bg-sugar" : "border-cloud"} focus-within:outline focus-within:outline-3 focus-within:outline-violet`}>
                    <input
                      type="radio"
                      name={`${id}-level-${store.selectedThemeIndex}`}
                      value={levelIndex}
                      checked={checked}
                      onChange={() => store.setLevel(levelIndex)}
                      disabled={!hydrated}
                      className="mt-1 h-5 w-5 accent-green"
                    />
                    <span>
                      <span className="block font-semibold">
                        {levelIndex + 1}. {label}
                      </span>
                      {theme.levels[levelIndex] ? <span className="block text-stone">{theme.levels[levelIndex]}</span> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {complete ? (
            <button type="button" onClick={() => setEditing(false)} className="mt-6 inline-flex min-h-12 items-center rounded-full bg-green px-6 font-semibold text-white hover:bg-green-dark">
              {texts.showResults}
            </button>
          ) : (
            <button type="button" onClick={goNext} disabled={!canGoNext(store)} className="mt-6 inline-flex min-h-12 items-center rounded-full bg-green px-6 font-semibold text-white hover:bg-green-dark disabled:cursor-not-allowed disabled:opacity-50">
              {texts.next}
            </button>
          )}
        </section>
      ) : (
        <Results themes={themes} answers={store.themes} texts={texts} resultsRef={resultsRef} onChange={openTheme} onRestart={store.restart} />
      )}

      {complete && form ? <Report locale={locale} assessmentId={store.assessmentId} themes={themes} answers={store.themes} texts={texts} form={form} report={report} /> : null}
    </div>
  );
}

function Results({
  themes,
  answers,
  texts,
  resultsRef,
  onChange,
  onRestart,
}: {
  themes: AssessmentThemeContent[];
  answers: AssessmentTheme[];
  texts: AssessmentTexts;
  resultsRef: React.RefObject<HTMLHeadingElement | null>;
  onChange(index: number): void;
  onRestart(): void;
}) {
  const overall = overallLevel(answers);
  return (
    <section className="rounded-3xl bg-night p-6 text-white lg:p-8" data-testid="maturity-results" aria-labelledby="maturity-results-title">
      <h3 id="maturity-results-title" ref={resultsRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {texts.resultsTitle}
      </h3>
      <p className="mt-4 text-white/80">{texts.yourOverallLevel}</p>
      <p className="text-4xl font-bold" data-testid="maturity-overall">
        {overall}/5 · {texts.levelLabels[overall - 1]}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {themes.map((theme, index) => {
          const level = answers[index]?.selectedLevelIndex ?? 0;
          return (
            <li key={index} className="rounded-2xl bg-white/10 p-4" data-testid="maturity-theme-result">
              <p className="font-semibold">{theme.title}</p>
              <p>
                {level + 1}/5 · {texts.levelLabels[level]}
              </p>
              {theme.kpi ? (
                <p className="mt-2 text-sm text-white/80">
                  {texts.kpi}: {theme.kpi}
                </p>
              ) : null}
              <button type="button" onClick={() => onChange(index)} className="mt-3 text-sm font-semibold underline underline-offset-4" aria-label={`${texts.changeAnswer}: ${theme.title}`}>
                {texts.changeAnswer}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onRestart} className="mt-6 font-semibold underline underline-offset-4">
        {texts.restart}
      </button>
    </section>
  );
}

function Report({
  locale,
  assessmentId: clientAssessmentId,
  themes,
  answers,
  texts,
  form,
  report,
}: Omit<MaturityAssessmentProps, "form"> & { assessmentId: string; answers: AssessmentTheme[]; form: NonNullable<MaturityAssessmentProps["form"]> }) {
  const [assessmentId, setAssessmentId] = useState<string | null>(null);
  const [assessmentFailed, setAssessmentFailed] = useState(false);
  const [state, setState] = useState<ReportState>({ status: "idle" });
  const overall = overallLevel(answers);
  const answerKey = answers.map((answer) => answer.selectedLevelIndex).join(",");

  // The completed assessment is sent with each set of answers under this tab's id: the server stores it once
  // and updates it after (a reload sends it again, never storing a second); the report form links its lead to it.
  useEffect(() => {
    let cancelled = false;
    // The traffic source's reader loads with the results (not with the page); without it the assessment goes unattributed.
    import("@/features/tracking/capture")
      .then((module) => module.getTrafficSource(), () => ({ mostRecent: null, initial: null }))
      .then(({ mostRecent, initial }) => {
        const payload = { assessmentId: clientAssessmentId, locale, themes: answers.map(({ index, selectedLevelIndex }) => ({ index, selectedLevelIndex })), overallLevel: overall, trafficSource: mostRecent ?? initial ?? undefined };
        return post(conversionApi.maturityModelAssessments, payload);
      })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { assessmentId: string };
        if (!cancelled) setAssessmentId(body.assessmentId);
      })
      .catch((cause) => {
        if (!cancelled) setAssessmentFailed(true);
        reportError({ code: "MATURITY_MODEL_PDF_UPLOAD_FAILED", message: "The assessment could not be stored", cause });
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of answers
  }, [answerKey, clientAssessmentId]);

  const makeReport = useCallback(async () => {
    setState({ status: "preparing" });
    let bytes: Uint8Array;
    try {
      const { buildMaturityReport } = await import("./report");
      bytes = await buildMaturityReport({
        ...report,
        // The day the visitor made the report, in the page's language ({date} in the wording).
        generatedOn: fill(report.generatedOn, { date: new Intl.DateTimeFormat(document.documentElement.lang || locale, { dateStyle: "long" }).format(new Date()) }),
        overallLevel: overall,
        themes: themes.map((theme, index) => {
          const level = answers[index]?.selectedLevelIndex ?? 0;
          return { title: theme.title, description: theme.description, levelIndex: level, levelDescription: theme.levels[level] ?? "", nextLevelDescription: theme.levels[level + 1] ?? null, kpi: theme.kpi };
        }),
      });
    } catch (cause) {
      reportError({ code: "MATURITY_MODEL_PDF_DOWNLOAD_FAILED", cause });
      setState({ status: "failed" });
      return;
    }
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
    let uploadFailed = false;
    try {
      if (!assessmentId) throw new Error("The assessment was not stored");
      const response = await post(conversionApi.uploadMaturityModelPdf, { assessmentId, fileName: `${report.fileName}.pdf`, pdfBase64: toBase64(bytes) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (cause) {
      uploadFailed = true;
      reportError({ code: "MATURITY_MODEL_PDF_UPLOAD_FAILED", cause });
    }
    setState({ status: "ready", url, uploadFailed });
  }, [answers, assessmentId, locale, overall, report, themes]);

  // Once asked for (the form sent), the report follows the answers: a changed answer makes it again.
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- makeReport's states are the report's progress
    if (requested) void makeReport();
  }, [requested, makeReport]);


  return (
    <section className="mt-10 grid gap-8 rounded-3xl border border-cloud p-6 lg:grid-cols-2 lg:p-8" aria-labelledby="maturity-report-title" data-testid="maturity-report">
      <div>
        <h3 id="maturity-report-title" className="text-2xl font-bold">
          {form.title}
        </h3>
        {form.subtitle ? <p className="mt-2 text-stone">{form.subtitle}</p> : null}
        <div className="mt-6 rounded-2xl bg-sugar p-4 text-sm">{form.infoPanel}</div>
        {assessmentFailed ? (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            {texts.assessmentFailed}
          </p>
        ) : null}
      </div>
      <div>
        <DeferredFormView bundle={form.bundle} intro={form.intro} context={assessmentId ? { assessment_id: assessmentId } : undefined} onCompleted={() => setRequested(true)} />
        <div className="mt-6" aria-live="polite">
          {state.status === "preparing" ? <p>{texts.preparing}</p> : null}
          {state.status === "failed" ? (
            <p role="alert" className="font-semibold text-red-700">
              {texts.downloadFailed}
            </p>
          ) : null}
          {state.status === "ready" ? (
            <>
              {state.uploadFailed ? (
                <p role="alert" className="mb-4 font-semibold text-red-700" data-testid="maturity-upload-failed">
                  {texts.uploadFailed}
                </p>
              ) : null}
              <a href={state.url} download={`${report.fileName}.pdf`} className="inline-flex min-h-12 items-center rounded-full bg-green px-6 font-semibold text-white hover:bg-green-dark" data-testid="maturity-download">
                {texts.download}
              </a>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
