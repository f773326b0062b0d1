import { trackEvent } from "@/features/analytics/analytics";
import { crossedVideoRatios, type VideoRatio } from "@/features/analytics/video";

/** Wistia's classic player script; it reads `window._wq` for the videos to embed. */
export const WISTIA_PLAYER_SCRIPT = "https://fast.wistia.com/assets/external/E-v1.js";

/** The part of Wistia's video API the site listens to. */
export interface WistiaPlayer {
  bind(event: string, callback: (...args: number[]) => void): void;
  play?(): void;
}

interface WistiaQueueEntry {
  id: string;
  options?: Record<string, unknown>;
  onReady(video: WistiaPlayer): void;
}

declare global {
  interface Window {
    _wq?: WistiaQueueEntry[] | { push(entry: WistiaQueueEntry): void };
  }
}

/** Wistia media ids are short alphanumeric hashes. */
export function isWistiaId(id: string | null | undefined): id is string {
  return !!id && /^[a-z0-9]{4,20}$/i.test(id);
}

/** Whether an address is served by Wistia: such thumbnails would contact Wistia before play. */
export function isWistiaHost(url: string): boolean {
  try {
    const host = new URL(url, "https://local.invalid").hostname;
    return host === "wistia.com" || host.endsWith(".wistia.com") || host === "wistia.net" || host.endsWith(".wistia.net");
  } catch {
    return false;
  }
}

let playerScript: Promise<void> | null = null;

function loadPlayerScript(): Promise<void> {
  playerScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = WISTIA_PLAYER_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      playerScript = null;
      script.remove();
      reject(new Error("The Wistia player could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return playerScript;
}

/** Reports play, pause, end, seek and the 25/50/75 percent watched marks of one video. */
export function wireVideoEvents(video: WistiaPlayer, properties: { video_id: string; title: string }): void {
  const reported = new Set<VideoRatio>();
  video.bind("play", () => trackEvent("Video played", properties));
  video.bind("pause", () => trackEvent("Video paused", properties));
  video.bind("end", () => trackEvent("Video ended", properties));
  video.bind("seek", (currentTime = 0, lastTime = 0) =>
    trackEvent("Video seeked", { ...properties, from: Math.round(lastTime), to: Math.round(currentTime) }),
  );
  video.bind("percentwatchedchanged", (percent = 0) => {
    for (const ratio of crossedVideoRatios(percent, reported)) trackEvent("Video progress", { ...properties, ratio });
  });
}

/** Loads the player (first contact with Wistia) and embeds the video into its container, playing. */
export async function embedWistiaVideo(id: string, title: string, options: { doNotTrack: boolean }): Promise<void> {
  const queue = (window._wq = window._wq ?? []);
  queue.push({
    id,
    options: { autoPlay: true, videoFoam: true, doNotTrack: options.doNotTrack },
    onReady: (video) => wireVideoEvents(video, { video_id: id, title }),
  });
  await loadPlayerScript();
}
