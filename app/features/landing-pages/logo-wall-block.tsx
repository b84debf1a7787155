import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

/** Partner or employer logos: small, grey until hovered, each named by its alt text. */
export function LogoWallBlock({ props }: BlockComponentProps<"LogoWall">) {
  return (
    <BlockSection heading={props.heading}>
      <ul className="grid grid-cols-2 items-center gap-x-8 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {props.logos.map((logo, index) => (
          // The same logo may be listed twice; the list is fixed for the page's life.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="flex h-12 items-center justify-center">
            <img
              src={logo.src}
              alt={logo.alt}
              loading="lazy"
              decoding="async"
              className="max-h-12 w-auto max-w-full object-contain grayscale transition hover:grayscale-0 motion-reduce:transition-none"
            />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
