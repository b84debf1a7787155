import { ChevronDown } from "lucide-react";
import { Prose } from "#app/components/ui/prose.tsx";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** Questions as native disclosure widgets (keyboard accessible, no JavaScript), answers in the prose style. */
export function FaqBlock({ props }: BlockComponentProps<"Faq">) {
  return (
    <BlockSection heading={props.heading} width="narrow">
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {props.items.map((item, index) => (
          // Two questions may read the same; the list is fixed for the page's life.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <details key={index} className="group px-5">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <Prose html={item.answerHtml} className="pb-5" />
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
