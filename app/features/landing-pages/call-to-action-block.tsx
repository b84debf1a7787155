import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { onDarkButtonClass } from "./block-styles.ts";
import type { BlockComponentProps } from "./block-types.ts";
import { SiteLink } from "./site-link.tsx";

/** An indigo band with a heading, a line of text and one button, like the home page's newsletter band. */
export function CallToActionBlock({ props }: BlockComponentProps<"CallToAction">) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-indigo-700">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {props.heading}
          </h2>
          {props.text ? <p className="mt-2 max-w-2xl text-indigo-100">{props.text}</p> : null}
        </div>
        <SiteLink href={props.buttonHref} className={`${onDarkButtonClass} shrink-0`}>
          {props.buttonLabel} <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
    </section>
  );
}
