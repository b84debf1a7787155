import { videoEmbedText as text } from "./course-editor-text.ts";

// A lesson's video may be a YouTube or Vimeo video instead of an uploaded file (issue 14). Whatever link an
// instructor pastes is parsed here into the one kind of URL we ever put in an iframe: the provider's
// privacy-enhanced player (YouTube's no-cookie domain, Vimeo with Do Not Track), rebuilt from the video's
// id alone, so nothing else of the pasted text (other parameters, a look-alike host, a script URL) survives.
// Zod-free: the editor's schema calls it in the browser and on the server; the player checks what the API
// sent with `embedProviderOf` before it draws the frame.

export type VideoProvider = "youtube" | "vimeo";
export type VideoEmbed = { provider: VideoProvider; id: string; url: string };
export type VideoEmbedParse = { ok: true; embed: VideoEmbed } | { ok: false; message: string };

export const providerNames = { youtube: "YouTube", vimeo: "Vimeo" } as const;

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^[1-9][0-9]{0,11}$/;
const vimeoHash = /^[0-9a-f]{6,32}$/i;
/** A start past a day is a typo; longer videos are not lessons. */
const maxStartSeconds = 24 * 3600;

const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const youtubeNoCookieHosts = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const vimeoHosts = new Set(["vimeo.com", "www.vimeo.com"]);

const canonical = {
  youtube: /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?start=[1-9][0-9]*)?$/,
  vimeo:
    /^https:\/\/player\.vimeo\.com\/video\/[1-9][0-9]{0,11}\?dnt=1(?:&h=[0-9a-f]{6,32})?(?:#t=[1-9][0-9]*s)?$/,
};

/** The provider of a URL in our canonical form, else null (anything else never becomes a frame). */
export function embedProviderOf(url: string): VideoProvider | null {
  if (canonical.youtube.test(url)) return "youtube";
  if (canonical.vimeo.test(url)) return "vimeo";
  return null;
}

/** "90", "90s", "1m30s", "1h2m3s" (YouTube's and Vimeo's forms) in seconds; 0 for anything else. */
export function parseStartTime(value: string | null | undefined): number {
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/i.exec(value?.trim() ?? "");
  if (!match || !(match[1] || match[2] || match[3])) return 0;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 && seconds <= maxStartSeconds ? seconds : 0;
}

function startOf(url: URL): number {
  const fromHash = new URLSearchParams(url.hash.slice(1)).get("t");
  return parseStartTime(url.searchParams.get("t") ?? url.searchParams.get("start") ?? fromHash);
}

function youtube(id: string | null | undefined, start: number): VideoEmbedParse {
  // "videoseries" is eleven letters too: the id YouTube's playlist embeds use, not a video.
  if (!id || !youtubeId.test(id) || id === "videoseries")
    return { ok: false, message: text.notOneVideo(providerNames.youtube) };
  const url = `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`;
  return { ok: true, embed: { provider: "youtube", id, url } };
}

function vimeo(id: string | undefined, hash: string | null | undefined, start: number): VideoEmbedParse {
  if (!id || !vimeoId.test(id) || (hash && !vimeoHash.test(hash)))
    return { ok: false, message: text.notOneVideo(providerNames.vimeo) };
  const privateHash = hash ? `&h=${hash.toLowerCase()}` : "";
  const url = `https://player.vimeo.com/video/${id}?dnt=1${privateHash}${start ? `#t=${start}s` : ""}`;
  return { ok: true, embed: { provider: "vimeo", id, url } };
}

/** The `src` of a pasted embed code (`<iframe src="...">`), which is what "Share, Embed" copies. */
function iframeSource(input: string): string | undefined {
  if (!/^<iframe[\s>]/i.test(input)) return undefined;
  return /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i
    .exec(input)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/**
 * Reads a pasted YouTube or Vimeo link (or embed code) into its canonical player URL, keeping the start
 * time it names. Trimmed first; the caller treats an empty value as "no video".
 */
export function parseVideoEmbedUrl(input: string): VideoEmbedParse {
  const unsupported = { ok: false, message: text.unsupported } as const;
  let value = input.trim();
  if (value.length > text.maxLength) return { ok: false, message: text.tooLong };
  value = iframeSource(value)?.trim().replaceAll("&amp;", "&") ?? value;
  // Whitespace or control characters inside a link are not a link (and URL() would quietly drop some).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused.
  if (!value || /[\s\u0000-\u001f\u007f]/.test(value)) return unsupported;
  // A scheme of its own must be http(s): javascript:, data:, vbscript:, file: and the rest are refused.
  // Without one, "youtu.be/..." or "//vimeo.com/..." is read as https.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return unsupported;
  const candidate = hasScheme ? value : `https://${value.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return unsupported;
  }
  // user@host and odd ports are how look-alike links hide another host.
  if (url.username || url.password || url.port) return unsupported;
  const host = url.hostname;
  const path = url.pathname;
  const start = startOf(url);

  if (youtubeHosts.has(host)) {
    if (path === "/watch" || path === "/watch/") return youtube(url.searchParams.get("v"), start);
    const match = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(path);
    return youtube(match?.[1], start);
  }
  if (host === "youtu.be") return youtube(/^\/([^/]+)\/?$/.exec(path)?.[1], start);
  if (youtubeNoCookieHosts.has(host)) return youtube(/^\/embed\/([^/]+)\/?$/.exec(path)?.[1], start);
  if (vimeoHosts.has(host)) {
    // vimeo.com/<id>, or an unlisted video's vimeo.com/<id>/<hash>.
    const match = /^\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
    return vimeo(match?.[1], match?.[2] ?? url.searchParams.get("h"), start);
  }
  if (host === "player.vimeo.com") {
    const match = /^\/video\/([^/]+)\/?$/.exec(path);
    return vimeo(match?.[1], url.searchParams.get("h"), start);
  }
  return unsupported;
}
