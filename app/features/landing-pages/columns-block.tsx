import { Prose } from "#app/components/ui/prose.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** Two columns of sanitised HTML side by side on wide screens, one under the other on phones. */
export function ColumnsBlock({ props }: BlockComponentProps<"Columns">) {
  return (
    <BlockSection>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <Prose html={props.leftHtml} />
        <Prose html={props.rightHtml} />
      </div>
    </BlockSection>
  );
}
