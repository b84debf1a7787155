import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/**
 * A YouTube or Vimeo video in the site's player frame (the lesson pages' `VideoEmbed`: lazy, sandboxed,
 * 16:9, privacy-enhanced URLs only), with its title under it.
 */
export function VideoBlock({ props }: BlockComponentProps<"Video">) {
  return (
    <BlockSection width="narrow">
      <figure>
        <VideoEmbed url={props.embedUrl} title={props.title} className="rounded-2xl shadow-sm" />
        <figcaption className="mt-3 text-center text-sm text-slate-600">{props.title}</figcaption>
      </figure>
    </BlockSection>
  );
}
