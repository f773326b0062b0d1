"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ctaClassName } from "@/components/cta/classes";
import type { SolvedProof } from "@/lib/proof-of-work/solve";
import { isChallengeCode, PROOF_HEADER } from "@/lib/proof-of-work/protocol";
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
  challengeFailed: string;
  addressLimit: string;
}

type State =
  | { step: "loading" }
  | { step: "none" }
  | { step: "claiming" }
  | { step: "code"; code: string; redeemUrl: string }
  | { step: "exhausted" }
  | { step: "ended" }
  /** 429: the address's budget of new codes is spent for now. */
  | { step: "refused" }
  | { step: "failed"; retry: "load" | "claim"; challenge?: boolean };

interface CodeAnswer {
  code: string | null;
  redeemUrl?: string;
  error?: { code?: string };
}

async function call(url: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<{ status: number; data: CodeAnswer | null }> {
  const response = await fetch(url, { ...init, credentials: "same-origin", headers: { "content-type": "application/json", ...init?.headers } });
  const data = (await response.json().catch(() => null)) as CodeAnswer | null;
  return { status: response.status, data };
}

/** The proof of work a new code of `campaign` needs (src/lib/proof-of-work): the solver loads only when it is wanted. */
const solveProof = (campaign: string) => import("@/lib/proof-of-work/solve").then(({ solveProofOfWork }) => solveProofOfWork("redemption", campaign));
/** A proof this close to its expiry is not sent: a fresh one is solved instead. */
const PROOF_MARGIN_MS = 30_000;

/**
 * The visitor's personal code: the one they already have (a cookie only the code endpoint reads),
 * else a button that takes one from the pool, so link previews and prefetchers never use up a code.
 * A new code needs a proof of work: it is solved in the background (Web Workers) once the browser is
 * idle or the visitor nears the button, so the click finds it ready.
 */
export function RedemptionCode({ campaign, locale, texts }: { campaign: string; locale: Locale; texts: RedemptionCodeTexts }) {
  const [state, setState] = useState<State>({ step: "loading" });
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const codeRef = useRef<HTMLElement>(null);
  const proofRef = useRef<Promise<SolvedProof> | null>(null);

  const settle = useCallback((status: number, data: CodeAnswer | null, retry: "load" | "claim") => {
    if (data?.code && data.redeemUrl) setState({ step: "code", code: data.code, redeemUrl: data.redeemUrl });
    else if (status === 200 && data?.code === null) setState({ step: "none" });
    else if (status === 409) setState({ step: "exhausted" });
    else if (status === 410) setState({ step: "ended" });
    else if (status === 429) setState({ step: "refused" });
    else setState({ step: "failed", retry });
  }, []);

  /** Starts solving a proof unless one is under way or ready; a failed one is forgotten, so the click tries again. */
  const prepareProof = useCallback(() => {
    if (proofRef.current) return proofRef.current;
    const pending = solveProof(campaign);
    proofRef.current = pending;
    pending.catch(() => {
      if (proofRef.current === pending) proofRef.current = null;
    });
    return pending;
  }, [campaign]);

  /** The `x-altcha` header of a proof used once: the prepared one if it is still fresh, else a new one. */
  const takeProof = useCallback(async () => {
    const prepared = await prepareProof();
    proofRef.current = null;
    return prepared.expiresAt - Date.now() > PROOF_MARGIN_MS ? prepared.header : (await solveProof(campaign)).header;
  }, [campaign, prepareProof]);

  const fetchExisting = useCallback(() => {
    const query = new URLSearchParams({ campaign, locale });
    call(`/api/redemption/code?${query}`)
      .then(({ status, data }) => settle(status, data, "load"))
      .catch(() => setState({ step: "failed", retry: "load" }));
  }, [campaign, locale, settle]);

  const claim = useCallback(async () => {
    setState({ step: "claiming" });
    // A proof that expired, was used meanwhile (another tab) or is easier than this client now needs is answered
    // with a challenge code: one more, fresh.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let proof: string;
      try {
        proof = await takeProof();
      } catch {
        return setState({ step: "failed", retry: "claim", challenge: true });
      }
      try {
        const { status, data } = await call("/api/redemption/code", { method: "POST", body: JSON.stringify({ campaign, locale }), headers: { [PROOF_HEADER]: proof } });
        if (status === 403 && isChallengeCode(data?.error?.code)) continue;
        return settle(status, data, "claim");
      } catch {
        return setState({ step: "failed", retry: "claim" });
      }
    }
    setState({ step: "failed", retry: "claim", challenge: true });
  }, [campaign, locale, settle, takeProof]);

  const load = useCallback(() => {
    setState({ step: "loading" });
    fetchExisting();
  }, [fetchExisting]);

  // The first state is already "loading": the effect only asks the server.
  useEffect(fetchExisting, [fetchExisting]);

  // A visitor without a code will likely ask for one: solve its proof once the page is idle.
  const wantsCode = state.step === "none";
  useEffect(() => {
    if (!wantsCode) return;
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(() => void prepareProof().catch(() => undefined), { timeout: 3000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => void prepareProof().catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, [wantsCode, prepareProof]);

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
  if (state.step === "refused") {
    return (
      <div role="alert" className="flex flex-col items-center gap-4" data-testid="redemption-refused">
        <p>{texts.addressLimit}</p>
        <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={() => void claim()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (state.step === "failed") {
    return (
      <div role="alert" className="flex flex-col items-center gap-4" data-testid="redemption-failed">
        <p>{state.challenge ? texts.challengeFailed : texts.error}</p>
        <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={state.retry === "load" ? load : () => void claim()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const busy = state.step !== "none";
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        className={ctaClassName({ type: "primary" })}
        onClick={() => void claim()}
        // Nearing the button starts the proof at once, if the idle callback has not yet.
        onPointerEnter={busy ? undefined : () => void prepareProof().catch(() => undefined)}
        onFocus={busy ? undefined : () => void prepareProof().catch(() => undefined)}
        disabled={busy}
        aria-describedby="redemption-progress"
        data-testid="redemption-get-code"
      >
        {state.step === "claiming" ? texts.gettingCode : texts.getCode}
      </button>
      <p id="redemption-progress" aria-live="polite" className="min-h-6 text-sm text-stone">
        {state.step === "loading" ? texts.loading : state.step === "claiming" ? texts.gettingCode : ""}
      </p>
    </div>
  );
}
