import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { lazyImage } from "#contracts/images.ts";

type LazyImageProps = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Candidates for responsive raster images, e.g. "/a-600.webp 600w, /a-1200.webp 1200w". */
  srcSet?: string;
  sizes?: string;
  /** Above the fold (the hero, a course cover): load at once with high priority, no fade. */
  priority?: boolean;
  className?: string;
};

/**
 * An image with explicit dimensions (no layout shift). Below the fold it starts loading 200 px before it
 * scrolls into view and fades in over 0.5 s (SPEC.md section 9). Server-rendered visible with loading="lazy",
 * so it still loads and shows when scripts never run.
 */
export function LazyImage({
  src,
  alt,
  width = lazyImage.defaultWidth,
  height = lazyImage.defaultHeight,
  srcSet,
  sizes,
  priority = false,
  className,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Visible as rendered on the server (so it shows without scripts); hidden only once hydration finds it
  // still loading, then faded in.
  const [phase, setPhase] = useState<"shown" | "waiting" | "fading">("shown");

  useEffect(() => {
    const image = ref.current;
    if (!image || priority || image.complete) return;
    setPhase("waiting");
    // The browser's own lazy loading uses its own margin; the observer asks for the spec's 200 px.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          image.loading = "eager";
          observer.disconnect();
        }
      },
      { rootMargin: lazyImage.rootMargin },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [priority]);

  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onLoad={() => setPhase((current) => (current === "waiting" ? "fading" : current))}
      style={phase === "shown" ? undefined : { transition: `opacity ${lazyImage.fadeInSeconds}s ease-in` }}
      className={cn("h-auto max-w-full", phase === "waiting" && "opacity-0", className)}
    />
  );
}
