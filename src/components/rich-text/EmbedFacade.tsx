"use client";

import { usePageLabels } from "@/i18n/PageLabels";
import { fillTemplate } from "@/i18n/templates";
import { useState } from "react";
import type { EmbedFrame } from "./embed-providers";

export interface EmbedFacadeProps {
  player: EmbedFrame;
  providerName: string;
  title: string;
}

/**
 * A provider player behind a click: nothing is requested from the provider until the visitor
 * asks for it; then a sandboxed, lazy iframe built from the embed URL replaces the button.
 */
export function EmbedFacade({ player, providerName, title }: EmbedFacadeProps) {
  const t = usePageLabels().embed;
  const [loaded, setLoaded] = useState(false);
  const shape = player.shape === "audio" ? "h-40" : "aspect-video";
  if (loaded) {
    return (
      <iframe
        src={player.src}
        title={title}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        className={`w-full rounded-2xl border-0 ${shape}`}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setLoaded(true)}
      data-embed-provider={player.provider}
      className={`flex w-full flex-col items-center justify-center gap-2 rounded-2xl bg-night p-6 text-center text-white ${shape}`}
    >
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-white text-night">
        <svg viewBox="0 0 24 24" className="ml-1 size-6" fill="currentColor">
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
        </svg>
      </span>
      <span className="text-lg font-semibold">{fillTemplate(t.load, { title })}</span>
      <span className="text-sm text-white/80">{fillTemplate(t.notice, { provider: providerName })}</span>
    </button>
  );
}
