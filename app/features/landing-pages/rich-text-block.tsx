import { Prose } from "#app/components/ui/prose.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** Markdown the server turned into sanitised HTML, in the blog's and site pages' prose column. */
export function RichTextBlock({ props }: BlockComponentProps<"RichText">) {
  return (
    <BlockSection width="narrow">
      <Prose html={props.html} />
    </BlockSection>
  );
}
