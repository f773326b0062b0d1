export interface EmbedFrame {
  provider: "youtube" | "vimeo" | "loom" | "spotify" | "soundcloud";
  /** The provider's player address, built from the embed URL (never from the content's html). */
  src: string;
  /** Audio players are short bars; video players keep 16:9. */
  shape: "video" | "audio";
}

export interface WistiaEmbed {
  provider: "wistia";
  id: string;
}

function parse(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

const idPattern = /^[\w-]{3,64}$/;

function hostIs(url: URL, ...hosts: string[]): boolean {
  const host = url.hostname.replace(/^www\./, "");
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * A sandboxable player for an embed of a known provider, or null (rendered as a plain link).
 * Only ids taken from the embed URL reach the iframe address, so content cannot inject markup.
 */
export function embedPlayer(embed: { embed_url?: string | null } | null | undefined): EmbedFrame | WistiaEmbed | null {
  const url = parse(embed?.embed_url);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (hostIs(url, "youtube.com", "youtube-nocookie.com", "youtu.be")) {
    const id = hostIs(url, "youtu.be")
      ? segments[0]
      : url.searchParams.get("v") ?? (["embed", "shorts", "live"].includes(segments[0]) ? segments[1] : undefined);
    return id && idPattern.test(id) ? { provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${id}`, shape: "video" } : null;
  }
  if (hostIs(url, "vimeo.com")) {
    const id = [...segments].reverse().find((s) => /^\d{4,12}$/.test(s));
    return id ? { provider: "vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1`, shape: "video" } : null;
  }
  if (hostIs(url, "wistia.com", "wistia.net")) {
    const id = segments.at(-1);
    return id && /^[a-z0-9]{4,20}$/i.test(id) && (segments.includes("medias") || segments.includes("iframe"))
      ? { provider: "wistia", id }
      : null;
  }
  if (hostIs(url, "loom.com")) {
    const id = segments[0] === "share" || segments[0] === "embed" ? segments[1] : undefined;
    return id && /^[a-f0-9]{16,64}$/i.test(id) ? { provider: "loom", src: `https://www.loom.com/embed/${id}`, shape: "video" } : null;
  }
  if (hostIs(url, "spotify.com")) {
    const [kind, id] = segments[0] === "embed" ? segments.slice(1) : segments;
    return kind && ["track", "album", "playlist", "episode", "show"].includes(kind) && id && /^[a-z0-9]{10,40}$/i.test(id)
      ? { provider: "spotify", src: `https://open.spotify.com/embed/${kind}/${id}`, shape: "audio" }
      : null;
  }
  if (hostIs(url, "soundcloud.com") && segments.length >= 2) {
    const track = `https://soundcloud.com/${segments.map(encodeURIComponent).join("/")}`;
    return { provider: "soundcloud", src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`, shape: "audio" };
  }
  return null;
}

/** The address a visitor can open when an embed is not playable here: only http(s). */
export function embedHref(embed: { embed_url?: string | null } | null | undefined): string | null {
  return parse(embed?.embed_url)?.href ?? null;
}
