import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** Quotes with who said them, as the home page's graduate reviews are drawn. */
export function TestimonialsBlock({ props }: BlockComponentProps<"Testimonials">) {
  return (
    <BlockSection heading={props.heading} background="muted">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {props.items.map((item, index) => (
          // Quotes are not unique and have no id; the list is fixed for the page's life.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
              <blockquote className="flex-1 text-slate-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-slate-900">{item.name}</span>
                {item.role ? <span className="block text-slate-700">{item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
