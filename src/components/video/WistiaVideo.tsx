"use client";

import { usePageLabels } from "@/i18n/PageLabels";
import { fillTemplate } from "@/i18n/templates";
import { useState } from "react";
import { useConsentStore } from "@/features/consent/store";
import { embedWistiaVideo, isWistiaHost, isWistiaId } from "./wistia";

export interface WistiaVideoProps {
  id: string;
  title: string;
  /** A first-party image (e.g. from the content system); Wistia-hosted thumbnails are ignored. */
  thumbnailUrl?: string | null;
  className?: string;
}

/**
 * A Wistia video as a lightweight facade: thumbnail, title and play button. The player script
 * loads on play, so nothing is requested from Wistia before the visitor asks for the video.
 */
export function WistiaVideo({ id, title, thumbnailUrl, className = "" }: WistiaVideoProps) {
  const t = usePageLabels().video;
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  if (!isWistiaId(id)) return null;
  const thumbnail = thumbnailUrl && !isWistiaHost(thumbnailUrl) ? thumbnailUrl : null;

  const play = () => {
    setState("loading");
    embedWistiaVideo(id, title, { doNotTrack: !useConsentStore.getState().analytics }).catch((error: unknown) => {
      console.warn(error);
      setState("failed");
    });
  };

  return (
    <div className={`relative aspect-video w-full overflow-hidden rounded-2xl bg-night ${className}`} data-testid="wistia-video">
      {state === "idle" ? (
        <button type="button" onClick={play} className="group absolute inset-0 size-full text-left" aria-label={fillTemplate(t.play, { title })}>
          {thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- any first-party URL, sized by the container
            <img src={thumbnail} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-violet),var(--color-night)_70%)]" />
          )}
          <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/10 to-transparent" />
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-night shadow-lg transition-transform group-hover:scale-110 sm:size-20"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-7 sm:size-9" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          <span className="absolute inset-x-0 bottom-0 p-4 text-base font-semibold text-white sm:p-6 sm:text-xl">{title}</span>
        </button>
      ) : (
        <>
          <div className={`wistia_embed wistia_async_${id} videoFoam=true absolute inset-0 size-full`} />
          {state === "failed" ? (
            <p role="alert" className="absolute inset-0 grid place-items-center p-6 text-center text-white">
              {t.failed}
            </p>
          ) : (
            <p className="sr-only" role="status">
              {t.loading}
            </p>
          )}
        </>
      )}
    </div>
  );
}
