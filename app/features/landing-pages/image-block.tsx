import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/**
 * One image with its alt text and optional caption. Its size is unknown: the site's lazy image gets its
 * default 3:2 width and height, which reserve that shape until the file arrives (`h-auto` then takes the
 * image's own proportions), so a photo of the usual shapes shifts nothing or little.
 */
export function ImageBlock({ props }: BlockComponentProps<"Image">) {
  return (
    <BlockSection>
      <figure>
        <LazyImage src={props.src} alt={props.alt} className="h-auto w-full rounded-2xl bg-slate-100" />
        {props.caption ? (
          <figcaption className="mt-3 text-center text-sm text-slate-600">{props.caption}</figcaption>
        ) : null}
      </figure>
    </BlockSection>
  );
}
