import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import type { ResolvedPageMeta } from "#contracts/seo.ts";

function domainOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The page shared on a social network: large image card (1200x630), domain, title and description. */
export function SocialCardPreview({ meta }: { meta: ResolvedPageMeta }) {
  return (
    <section aria-labelledby="social-heading" className="mt-10">
      <h2 id="social-heading" className="text-xl font-semibold text-slate-900">
        Social card
      </h2>
      <figure className="mt-4 max-w-[600px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LazyImage
          src={meta.image}
          alt={meta.imageAlt}
          width={meta.imageWidth}
          height={meta.imageHeight}
          className="aspect-[1200/630] h-auto w-full bg-slate-100 object-cover"
        />
        <figcaption className="border-t border-slate-200 bg-slate-50 px-4 py-3">
          <p className="text-xs uppercase tracking-wide text-slate-600">{domainOf(meta.canonical)}</p>
          <p className="mt-1 line-clamp-2 font-semibold text-slate-900">{meta.title}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{meta.description}</p>
        </figcaption>
      </figure>
      <p className="mt-2 text-sm text-slate-600">
        Image {meta.imageWidth}x{meta.imageHeight}: <span className="break-all">{meta.image}</span>
      </p>
    </section>
  );
}
