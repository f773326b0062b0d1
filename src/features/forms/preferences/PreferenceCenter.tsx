"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ctaClassName } from "@/components/cta/classes";
import { validationText } from "@/features/forms/texts";
import { callConversionApi, conversionApi } from "@/lib/forms/api";
import { type FormTexts } from "@/lib/forms/bundle";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { emailSchema } from "@/lib/forms/fields";
import { newsletterTopics, type NewsletterTopic } from "@/lib/forms/newsletter";
import { useBrowserValue } from "@/lib/use-browser-value";
import { languageName, locales, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";
import { Honeypot } from "../Honeypot";
import { useFormState, type SubmitStep } from "../use-form-state";

/** A subscription as the email_preference_center document describes it. */
export interface SubscriptionText {
  id: string;
  label: string;
  description: string | null;
}

export interface PreferenceCenterTexts {
  emailLabel: string | null;
  subscriptions: SubscriptionText[];
  unsubscribeAllLabel: string | null;
  submitLabel: string | null;
  successTitle: string | null;
  successMessage: string | null;
}

interface Preferences {
  email: string;
  language: Locale;
  topics: NewsletterTopic[];
  status: "subscribed" | "unsubscribed";
}

interface PendingSubscription {
  email: string;
  language: Locale;
  topics: NewsletterTopic[];
  confirmed: boolean;
}

type ManageNotice = "confirmed" | "alreadyConfirmed";

type View =
  | { kind: "checking" }
  | { kind: "request"; invalidLink: boolean }
  | { kind: "confirm"; token: string; pending: PendingSubscription }
  | { kind: "confirmInvalid" }
  | { kind: "manage"; token: string; preferences: Preferences; notice?: ManageNotice }
  | { kind: "unavailable"; token: string };

type Link = { kind: "token" | "confirm"; value: string };

/** `?confirm=` (a newsletter confirmation) or `?token=` (a preference-center link), as one string for a stable snapshot. */
const readLink = () => {
  const params = new URLSearchParams(window.location.search);
  const confirm = params.get("confirm");
  if (confirm) return `confirm:${confirm}`;
  const token = params.get("token");
  return token ? `token:${token}` : null;
};
const parseLink = (link: string): Link => {
  const separator = link.indexOf(":");
  return { kind: link.slice(0, separator) as Link["kind"], value: link.slice(separator + 1) };
};

const post = (path: string, body: unknown) => callConversionApi<Preferences>(path, { method: "POST", body });

/**
 * The email preference center. The signed token comes from the link's `?token=`, read in the
 * browser so the page stays static; the server only answers for the subscription the token names.
 * Without a valid token the visitor asks for a fresh link to their own address. A newsletter
 * confirmation link (`?confirm=`) lands here too: one button confirms, then the topics can be chosen.
 */
export function PreferenceCenter({ locale, texts, formTexts }: { locale: Locale; texts: PreferenceCenterTexts; formTexts: FormTexts }) {
  const t = useTranslations("forms");
  // The link is read in the browser (undefined while rendering on the server): the page stays static.
  const link = useBrowserValue(readLink, undefined);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ link: string; attempt: number; view: View } | null>(null);

  useEffect(() => {
    if (!link) return;
    let current = true;
    const { kind, value } = parseLink(link);
    const show = (view: View) => current && setLoaded({ link, attempt, view });
    if (kind === "confirm") {
      // Reading the link changes nothing (mail scanners follow links too): the visitor confirms with the button.
      void callConversionApi<PendingSubscription>(conversionApi.confirmNewsletter, { query: { token: value } }).then((result) =>
        show(
          result.ok
            ? { kind: "confirm", token: value, pending: result.data }
            : result.status === 401 || result.status === 400
              ? { kind: "confirmInvalid" }
              : { kind: "unavailable", token: value },
        ),
      );
    } else {
      void callConversionApi<Preferences>(conversionApi.preferences, { query: { token: value } }).then((result) =>
        show(
          result.ok
            ? { kind: "manage", token: value, preferences: result.data }
            : result.status === 401 || result.status === 400
              ? { kind: "request", invalidLink: true }
              : { kind: "unavailable", token: value },
        ),
      );
    }
    return () => {
      current = false;
    };
  }, [link, attempt]);

  const view: View =
    link === undefined
      ? { kind: "checking" }
      : link === null
        ? { kind: "request", invalidLink: false }
        : loaded && loaded.link === link && loaded.attempt === attempt
          ? loaded.view
          : { kind: "checking" };
  const setView = (next: View) => link && setLoaded({ link, attempt, view: next });

  switch (view.kind) {
    case "checking":
      return <p aria-live="polite">{t("preferences.checking")}</p>;
    case "unavailable":
      return (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{formTexts.network_error}</p>
          <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={() => setAttempt((value) => value + 1)}>
            {t("retry")}
          </button>
        </div>
      );
    case "request":
      return <RequestLink locale={locale} invalidLink={view.invalidLink} texts={texts} formTexts={formTexts} />;
    case "confirm":
      return (
        <ConfirmSubscription
          token={view.token}
          pending={view.pending}
          formTexts={formTexts}
          onConfirmed={(token, preferences, notice) =>
            // A link replayed after its preference token expired brings none: a fresh link is asked for by mail.
            setView(token ? { kind: "manage", token, preferences, notice } : { kind: "request", invalidLink: true })
          }
          onInvalid={() => setView({ kind: "confirmInvalid" })}
        />
      );
    case "confirmInvalid":
      return (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-2 border-coral bg-coral/5 p-4" data-testid="newsletter-confirm-invalid">
          <p>{t("preferences.confirmInvalid")}</p>
          {newsletterPath(locale) ? (
            <a href={newsletterPath(locale)} className={ctaClassName({ type: "outline", small: true })}>
              {t("preferences.subscribeAgain")}
            </a>
          ) : null}
        </div>
      );
    case "manage":
      return (
        <ManagePreferences
          key={view.token}
          token={view.token}
          locale={locale}
          initial={view.preferences}
          initialNotice={view.notice}
          texts={texts}
          formTexts={formTexts}
          onInvalid={() => setView({ kind: "request", invalidLink: true })}
        />
      );
  }
}

const newsletterPath = (locale: Locale) => buildPath("newsletter", locale) ?? undefined;

/** The double opt-in step: the address the link names, and a button that confirms it. */
function ConfirmSubscription({
  token,
  pending,
  formTexts,
  onConfirmed,
  onInvalid,
}: {
  token: string;
  pending: PendingSubscription;
  formTexts: FormTexts;
  onConfirmed(token: string | null, preferences: Preferences, notice: ManageNotice): void;
  onInvalid(): void;
}) {
  const t = useTranslations("forms");
  const form = useFormState<Record<string, never>, string>({ initial: {} });
  const confirm = () =>
    callConversionApi<{ preferences: Preferences; token: string | null; alreadyConfirmed: boolean }>(conversionApi.confirmNewsletter, {
      method: "POST",
      body: { token },
    }).then((result): SubmitStep<string, never> => {
      if (result.ok) return onConfirmed(result.data.token, result.data.preferences, result.data.alreadyConfirmed ? "alreadyConfirmed" : "confirmed");
      if (result.status === 401 || result.status === 400) return onInvalid();
      return { failure: result.status === 0 ? formTexts.network_error : result.status === 429 ? t("rateLimited") : t("preferences.confirmFailed") };
    });
  return (
    <div className="flex flex-col items-start gap-4" data-testid="newsletter-confirm">
      <h2 className="text-xl font-bold">{t("preferences.confirmTitle")}</h2>
      <p>{t("preferences.confirmIntro", { email: pending.email })}</p>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <button type="button" disabled={form.pending} onClick={() => void form.submit(confirm)} className={ctaClassName({ type: "primary" })}>
        {form.pending ? t("preferences.confirming") : t("preferences.confirmSubmit")}
      </button>
    </div>
  );
}

function RequestLink({ locale, invalidLink, texts, formTexts }: { locale: Locale; invalidLink: boolean; texts: PreferenceCenterTexts; formTexts: FormTexts }) {
  const t = useTranslations("forms");
  const form = useFormState<{ email: string }, string, true>({ initial: { email: "" } });
  const error = form.errors.email;

  const request = (): SubmitStep<string, true> | Promise<SubmitStep<string, true>> => {
    const parsed = emailSchema().safeParse(form.values.email);
    if (!parsed.success) return { errors: { email: parsed.error.issues[0]?.message ?? "invalid_email" } };
    form.setErrors({});
    return callConversionApi(conversionApi.requestPreferencesLink, { method: "POST", body: { email: parsed.data, locale, [HONEYPOT_FIELD]: form.honeypot } }).then((result): SubmitStep<string, true> =>
      result.ok ? { done: true } : { failure: result.status === 0 ? formTexts.network_error : result.status === 429 ? t("rateLimited") : formTexts.submit_error },
    );
  };

  if (form.done) {
    return (
      <p role="status" className="rounded-lg bg-sugar p-4" data-testid="preferences-link-sent">
        {t("preferences.requestSent")}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void form.submit(request, event)} className="flex flex-col gap-4" data-testid="preferences-request">
      {invalidLink ? (
        <p role="alert" className="rounded-lg border-2 border-coral bg-coral/5 p-4">
          {t("preferences.invalidLink")}
        </p>
      ) : null}
      <h2 className="text-xl font-bold">{t("preferences.requestTitle")}</h2>
      <p className="text-stone">{t("preferences.requestIntro")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={form.fieldId("email")} className="font-semibold">
          {texts.emailLabel ?? "Email"}
        </label>
        <input
          id={form.fieldId("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${form.fieldId("email")}-error` : undefined}
          value={form.values.email}
          onChange={(event) => form.set("email", event.target.value)}
          className="min-h-11 w-full rounded-lg border border-stone bg-white px-3 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral"
        />
        {error ? (
          <p id={`${form.fieldId("email")}-error`} className="text-sm font-semibold text-red-700" data-field-error="email">
            {validationText(formTexts, error)}
          </p>
        ) : null}
      </div>
      <Honeypot label={t("honeypot")} value={form.honeypot} onChange={form.setHoneypot} />
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <button type="submit" disabled={form.pending} className={ctaClassName({ type: "primary", className: "self-start" })}>
        {form.pending ? t("submitting") : t("preferences.requestSubmit")}
      </button>
    </form>
  );
}

function ManagePreferences({
  token,
  locale,
  initial,
  initialNotice,
  texts,
  formTexts,
  onInvalid,
}: {
  token: string;
  locale: Locale;
  initial: Preferences;
  initialNotice?: ManageNotice;
  texts: PreferenceCenterTexts;
  formTexts: FormTexts;
  onInvalid(): void;
}) {
  const t = useTranslations("forms");
  // The subscription as the server last answered it; the visitor changes its topics and language. Notices: the failure, or what was done.
  const form = useFormState<Preferences, string, string>({ initial, done: initialNotice && t(`preferences.${initialNotice}`) });
  const { values: preferences } = form;
  const notice = form.failure ?? form.done;

  // Content names and describes the topics; a topic the content forgot still shows, with its interface label.
  const described = new Map(texts.subscriptions.map((subscription) => [subscription.id, subscription]));
  const shown = [
    ...texts.subscriptions.filter((subscription) => (newsletterTopics as readonly string[]).includes(subscription.id)).map((subscription) => subscription.id as NewsletterTopic),
    ...newsletterTopics.filter((topic) => !described.has(topic)),
  ];

  const send = (path: string, body: Record<string, unknown>, success: "saved" | "unsubscribed") => () =>
    post(path, body).then((result): SubmitStep<string, string> => {
      if (!result.ok) {
        if (result.status === 401) return onInvalid();
        return { failure: result.status === 0 ? formTexts.network_error : result.status === 429 ? t("rateLimited") : t("preferences.failed") };
      }
      form.setValues(result.data);
      return { done: success === "unsubscribed" ? t("preferences.unsubscribed") : [texts.successTitle, texts.successMessage].filter(Boolean).join(" ") || t("preferences.saved") };
    });

  return (
    <form
      onSubmit={(event) => void form.submit(send(conversionApi.preferences, { token, topics: preferences.topics, language: preferences.language }, "saved"), event)}
      className="flex flex-col gap-6"
      data-testid="preferences-manage"
    >
      <p className="font-semibold">{t("preferences.managing", { email: preferences.email })}</p>
      {preferences.status === "unsubscribed" ? <p className="text-stone">{t("preferences.statusUnsubscribed")}</p> : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-bold">{t("preferences.topicsLegend")}</legend>
        {shown.map((topic) => {
          const text = described.get(topic);
          const inputId = form.fieldId(topic);
          return (
            <div key={topic} className="flex items-start gap-3">
              <input
                id={inputId}
                type="checkbox"
                name="topics"
                value={topic}
                checked={preferences.topics.includes(topic)}
                onChange={(event) => form.set("topics", event.target.checked ? [...preferences.topics, topic] : preferences.topics.filter((value) => value !== topic))}
                aria-describedby={text?.description ? `${inputId}-description` : undefined}
                className="mt-1 h-5 w-5 accent-green"
              />
              <div>
                <label htmlFor={inputId} className="font-semibold">
                  {text?.label ?? t(`preferences.topics.${topic}`)}
                </label>
                {text?.description ? (
                  <p id={`${inputId}-description`} className="text-sm text-stone">
                    {text.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={form.fieldId("language")} className="font-semibold">
          {t("preferences.language")}
        </label>
        <select
          id={form.fieldId("language")}
          value={preferences.language}
          onChange={(event) => form.set("language", event.target.value as Locale)}
          className="min-h-11 max-w-xs rounded-lg border border-stone bg-white px-3"
        >
          {locales.map((value) => (
            <option key={value} value={value}>
              {languageName(value, locale, true)}
            </option>
          ))}
        </select>
      </div>
      {notice !== undefined ? (
        <p role={form.failure ? "alert" : "status"} className={form.failure ? "rounded-lg border-2 border-coral p-4" : "rounded-lg bg-sugar p-4"} data-testid="preferences-notice">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={form.pending} className={ctaClassName({ type: "primary" })}>
          {form.pending ? t("preferences.saving") : (texts.submitLabel ?? t("preferences.save"))}
        </button>
        <button
          type="button"
          disabled={form.pending}
          onClick={() => void form.submit(send(conversionApi.unsubscribeAll, { token }, "unsubscribed"))}
          className={ctaClassName({ type: "outline" })}
        >
          {texts.unsubscribeAllLabel ?? t("preferences.unsubscribeAll")}
        </button>
      </div>
    </form>
  );
}
