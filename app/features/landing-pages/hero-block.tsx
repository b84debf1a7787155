import { ArrowRight } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { onDarkButtonClass, primaryButtonClass } from "./block-styles.ts";
import type { BlockComponentProps } from "./block-types.ts";
import { SiteLink } from "./site-link.tsx";

/**
 * The first screen of a page, like the home page's: a large heading (the page's h1 when it is the first
 * Hero), the subheading and one call to action. "dark" is the course page's dark gradient.
 */
export function HeroBlock({ props, pageHeading }: BlockComponentProps<"Hero">) {
  const Heading = pageHeading ? "h1" : "h2";
  const dark = props.tone === "dark";
  const hasButton = props.buttonLabel.trim() !== "" && props.buttonHref.trim() !== "";
  return (
    <section
      className={
        dark
          ? "bg-gradient-to-br from-slate-950 via-indigo-950 to-indigo-800 text-white"
          : "bg-gradient-to-b from-indigo-50 to-white"
      }
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <Heading
          className={cn(
            "max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl",
            dark ? "text-white" : "text-slate-900",
          )}
        >
          {props.heading}
        </Heading>
        {props.subheading ? (
          <p className={cn("mt-5 max-w-2xl text-lg", dark ? "text-indigo-100" : "text-slate-700")}>
            {props.subheading}
          </p>
        ) : null}
        {hasButton ? (
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink href={props.buttonHref} className={dark ? onDarkButtonClass : primaryButtonClass}>
              {props.buttonLabel} <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
