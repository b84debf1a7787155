import { cn } from "#app/lib/cn.ts";
import { embedProviderOf, providerNames } from "#contracts/video-embed-url.ts";

// A YouTube or Vimeo player in a 16:9 frame (issue 14). Only a URL in the canonical privacy-enhanced form
// the API saves is framed (anything else draws nothing), and the frame gets no more than those players
// need: scripts and their own origin to play, fullscreen, picture-in-picture and protected media, popups
// for their "watch on YouTube/Vimeo" links; no forms, no navigating this page, no autoplay, no camera or
// the like. The CSP's frame-src allows these two player paths and no others (server/plugins/security-headers.ts).

const sandbox =
  "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";
const allow = "encrypted-media; fullscreen; picture-in-picture";

export function VideoEmbed({ url, title, className }: { url: string; title: string; className?: string }) {
  const provider = embedProviderOf(url);
  if (!provider) return null;
  return (
    <div className={cn("aspect-video w-full overflow-hidden rounded-lg bg-slate-900", className)}>
      <iframe
        src={url}
        title={`${title} (video on ${providerNames[provider]})`}
        loading="lazy"
        allow={allow}
        allowFullScreen
        // YouTube's player refuses to play without knowing which site embeds it: our origin, never the path.
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={sandbox}
        className="size-full border-0"
      />
    </div>
  );
}
