// SPEC.md section 9: lazy images.
export const lazyImage = {
  /** Start loading this far before the image scrolls into view. */
  rootMargin: "200px",
  fadeInSeconds: 0.5,
  quality: 90,
  defaultWidth: 1200,
  defaultHeight: 800,
} as const;
