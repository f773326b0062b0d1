"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ctaClassName } from "@/components/cta/Cta";
import type { Locale } from "@/routing/locales";

export interface RedemptionCodeTexts {
  codeLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  redeem: string;
  opensAppStore: string;
  noCodeLeft: string;
  error: string;
  getCode: string;
  gettingCode: string;
  loading: string;
  hint: string;
  retry: string;
  ended: string;
}

type State =
  | { step: "loading" }
  | { step: "none" }
  | { step: "claiming" }
  | { step: "code"; code: string; redeemUrl: string }
  | { step: "exhausted" }
  | { step: "ended" }
  | { step: "failed"; retry: "load" | "claim" };

interface CodeAnswer {
  code: string | null;
  redeemUrl?: string;
}

async function call(url: string, init?: RequestInit): Promise<{ status: number; data: CodeAnswer | null }> {
  const response = await fetch(url, { ...init, credentials: "same-origin", headers: { "content-type": "application/json" } });
  const data = (await response.json().catch(() => null)) as CodeAnswer | null;
  return { status: response.status, data };
}

/**
 * The visitor's personal code: the one they already have (a cookie only the code endpoint reads),
 * else a button that takes one from the pool, so link previews and prefetchers never use up a code.
 */
export function RedemptionCode({ campaign, locale, texts }: { campaign: string; locale: Locale; texts: RedemptionCodeTexts }) {
  const [state, setState] = useState<State>({ step: "loading" });
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const codeRef = useRef<HTMLElement>(null);

  const settle = useCallback((status: number, data: CodeAnswer | null, retry: "load" | "claim") => {
    if (data?.code && data.redeemUrl) setState({ step: "code", code: data.code, redeemUrl: data.redeemUrl });
    else if (status === 200 && data?.code === null) setState({ step: "none" });
    else if (status === 409) setState({ step: "exhausted" });
    else if (status === 410) setState({ step: "ended" });
    else setState({ step: "failed", retry });
  }, []);

  const fetchExisting = useCallback(() => {
    const query = new URLSearchParams({ campaign, locale });
    call(`/api/redemption/code?${query}`)
      .then(({ status, data }) => settle(status, data, "load"))
      .catch(() => setState({ step: "failed", retry: "load" }));
  }, [campaign, locale, settle]);

  const claim = useCallback(() => {
    setState({ step: "claiming" });
    call("/api/redemption/code", { method: "POST", body: JSON.stringify({ campaign, locale }) })
      .then(({ status, data }) => settle(status, data, "claim"))
      .catch(() => setState({ step: "failed", retry: "claim" }));
  }, [campaign, locale, settle]);

  const load = useCallback(() => {
    setState({ step: "loading" });
    fetchExisting();
  }, [fetchExisting]);

  // The first state is already "loading": the effect only asks the server.
  useEffect(fetchExisting, [fetchExisting]);

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy("copied");
    } catch {
      // Without clipboard access the code is selected, so one more keystroke copies it.
      const node = codeRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setCopy("failed");
    }
  };

  if (state.step === "code") {
    return (
      <div data-testid="redemption-code-value">
        <p className="text-sm font-semibold text-stone" id="redemption-code-label">
          {texts.codeLabel}
        </p>
        <p className="mt-3">
          <code ref={codeRef} aria-labelledby="redemption-code-label" className="inline-block rounded-xl bg-white px-5 py-3 font-mono text-2xl font-bold tracking-[0.2em] break-all select-all">
            {state.code}
          </code>
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={ctaClassName({ type: "outline" })} onClick={() => void copyCode(state.code)} data-testid="redemption-copy">
            {copy === "copied" ? texts.copied : texts.copy}
          </button>
          <a href={state.redeemUrl} target="_blank" rel="noopener noreferrer" className={ctaClassName({ type: "primary" })} data-testid="redemption-redeem">
            {texts.redeem} <span className="sr-only">{texts.opensAppStore}</span>
          </a>
        </div>
        <p role="status" className="mt-3 min-h-6 text-sm">
          {copy === "copied" ? texts.copied : copy === "failed" ? texts.copyFailed : ""}
        </p>
        <p className="mt-4 text-sm text-stone">{texts.hint}</p>
      </div>
    );
  }
  if (state.step === "exhausted" || state.step === "ended") {
    return (
      <p role="status" className="font-semibold" data-testid="redemption-exhausted">
        {state.step === "exhausted" ? texts.noCodeLeft : texts.ended}
      </p>
    );
  }
  if (state.step === "failed") {
    return (
      <div role="alert" className="flex flex-col items-center gap-4">
        <p>{texts.error}</p>
        <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={state.retry === "load" ? load : claim}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const busy = state.step !== "none";
  return (
    <div className="flex flex-col items-center gap-3">
      <button type="button" className={ctaClassName({ type: "primary" })} onClick={claim} disabled={busy} aria-describedby="redemption-progress" data-testid="redemption-get-code">
        {state.step === "claiming" ? texts.gettingCode : texts.getCode}
      </button>
      <p id="redemption-progress" aria-live="polite" className="min-h-6 text-sm text-stone">
        {state.step === "loading" ? texts.loading : state.step === "claiming" ? texts.gettingCode : ""}
      </p>
    </div>
  );
}
