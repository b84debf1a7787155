import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import type { BlockProps } from "#contracts/page-builder.ts";
import { type BlockType, blockLabels } from "#contracts/page-builder-text.ts";

// The editor canvas's drawing of each block: light markup that shows what the block says (headings, text,
// which courses), not the published look (the public renderer draws that, with live prices and dates). Text
// is shown as typed, Markdown included: nothing here is HTML.

export type PreviewProps<T extends BlockType> = Partial<Omit<BlockProps<T>, "id">>;

function Frame({ type, tone, children }: { type: BlockType; tone?: "dark"; children: ReactNode }) {
  return (
    <section
      className={cn(
        "grid gap-2 border-b border-dashed border-slate-300 px-6 py-6",
        tone === "dark" ? "bg-slate-900 text-white" : "bg-white text-slate-900",
      )}
    >
      <p
        className={cn(
          "text-xs uppercase tracking-wide",
          tone === "dark" ? "text-slate-300" : "text-slate-500",
        )}
      >
        {blockLabels[type]}
      </p>
      {children}
    </section>
  );
}

const Heading = ({ text, large }: { text?: string; large?: boolean }) =>
  text ? <h2 className={cn("font-bold", large ? "text-3xl" : "text-2xl")}>{text}</h2> : null;

const Prose = ({ text }: { text?: string }) =>
  text ? <p className="max-w-prose text-sm whitespace-pre-wrap text-slate-700">{text}</p> : null;

const Missing = ({ what }: { what: string }) => <p className="text-sm text-red-700 italic">{what}</p>;

function ButtonPreview({ label, href }: { label?: string; href?: string }) {
  if (!label) return null;
  return (
    <p>
      <span className="inline-flex rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white">
        {label}
      </span>
      {href ? <span className="ml-2 font-mono text-xs opacity-70">{href}</span> : null}
    </p>
  );
}

const slugList = (slugs?: readonly string[]) =>
  slugs && slugs.length > 0 ? slugs.join(", ") : <Missing what="Choose at least one course" />;

export const blockPreviews: { [T in BlockType]: (props: PreviewProps<T>) => ReactNode } = {
  Hero: (p) => (
    <Frame type="Hero" tone={p.tone === "dark" ? "dark" : undefined}>
      {p.heading ? <Heading text={p.heading} large /> : <Missing what="Add a heading" />}
      {p.subheading ? <p className="text-lg opacity-80">{p.subheading}</p> : null}
      <ButtonPreview label={p.buttonLabel} href={p.buttonHref} />
    </Frame>
  ),
  RichText: (p) => (
    <Frame type="RichText">{p.markdown ? <Prose text={p.markdown} /> : <Missing what="Add text" />}</Frame>
  ),
  Image: (p) => (
    <Frame type="Image">
      <figure className="grid gap-1">
        <div className="grid h-40 place-items-center rounded-md bg-slate-100 px-4 text-center text-sm text-slate-600">
          {p.src ? (
            <span className="font-mono break-all">{p.src}</span>
          ) : (
            <Missing what="Add an image address" />
          )}
        </div>
        <figcaption className="text-sm text-slate-700">
          {p.alt ? `Alt: ${p.alt}` : <Missing what="Describe the image" />}
          {p.caption ? ` · ${p.caption}` : ""}
        </figcaption>
      </figure>
    </Frame>
  ),
  Video: (p) => (
    <Frame type="Video">
      <Heading text={p.title} />
      <div className="grid aspect-video max-h-48 place-items-center rounded-md bg-slate-800 px-4 text-sm text-white">
        {p.url ? <span className="font-mono break-all">{p.url}</span> : "Add a YouTube or Vimeo link"}
      </div>
    </Frame>
  ),
  Columns: (p) => (
    <Frame type="Columns">
      <div className="grid gap-4 sm:grid-cols-2">
        <Prose text={p.left} />
        <Prose text={p.right} />
      </div>
    </Frame>
  ),
  CourseCards: (p) => (
    <Frame type="CourseCards">
      <Heading text={p.heading} />
      <p className="text-sm text-slate-700">Course cards: {slugList(p.courseSlugs)}</p>
    </Frame>
  ),
  UpcomingBatches: (p) => (
    <Frame type="UpcomingBatches">
      <Heading text={p.heading} />
      <p className="text-sm text-slate-700">
        The next {p.limit ?? 3} batches of {p.courseSlug ? p.courseSlug : "every course"}, with live dates and
        seats.
      </p>
    </Frame>
  ),
  Testimonials: (p) => (
    <Frame type="Testimonials">
      <Heading text={p.heading} />
      <div className="grid gap-3 sm:grid-cols-2">
        {(p.items ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of a list without ids.
          <blockquote key={index} className="rounded-md border border-slate-200 p-3 text-sm">
            <p>"{item.quote}"</p>
            <footer className="mt-1 text-slate-600">
              {item.name}
              {item.role ? `, ${item.role}` : ""}
            </footer>
          </blockquote>
        ))}
      </div>
    </Frame>
  ),
  Faq: (p) => (
    <Frame type="Faq">
      <Heading text={p.heading} />
      <dl className="grid gap-2 text-sm">
        {(p.items ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of a list without ids.
          <div key={index}>
            <dt className="font-semibold">{item.question}</dt>
            <dd className="whitespace-pre-wrap text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Frame>
  ),
  Pricing: (p) => (
    <Frame type="Pricing">
      <Heading text={p.heading} />
      <p className="text-sm text-slate-700">Prices, live from the catalog, of: {slugList(p.courseSlugs)}</p>
    </Frame>
  ),
  CallToAction: (p) => (
    <Frame type="CallToAction">
      {p.heading ? <Heading text={p.heading} /> : <Missing what="Add a heading" />}
      <Prose text={p.text} />
      {p.buttonLabel ? (
        <ButtonPreview label={p.buttonLabel} href={p.buttonHref} />
      ) : (
        <Missing what="Add a button label" />
      )}
    </Frame>
  ),
  Countdown: (p) => (
    <Frame type="Countdown">
      <Heading text={p.heading} />
      <p className="text-sm text-slate-700">
        {p.courseSlug ? (
          `Counts down to the next batch of ${p.courseSlug}.`
        ) : (
          <Missing what="Choose a course" />
        )}
      </p>
    </Frame>
  ),
  LogoWall: (p) => (
    <Frame type="LogoWall">
      <Heading text={p.heading} />
      <ul className="flex flex-wrap gap-2 text-sm">
        {(p.logos ?? []).map((logo, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of a list without ids.
          <li key={index} className="rounded border border-slate-200 px-3 py-2 text-slate-700">
            {logo.alt || logo.src}
          </li>
        ))}
      </ul>
    </Frame>
  ),
  LeadForm: (p) => (
    <Frame type="LeadForm">
      <Heading text={p.heading} />
      <Prose text={p.text} />
      <p className="text-sm text-slate-700">The site's {p.kind ?? "contact"} form goes here.</p>
    </Frame>
  ),
};
