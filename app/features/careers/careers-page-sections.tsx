import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import type { OpeningDetail } from "#contracts/careers.ts";
import { OpeningsList } from "./openings-list.tsx";

// The parts /careers and /internship share: the hero with its two calls to action, the grid of what the
// team promises, and the list of openings with their application forms. Each page supplies its own words.

const primaryLink =
  "inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const secondaryLink =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function CareersHero(props: {
  eyebrow: string;
  title: string;
  intro: string;
  /** The in-page anchor of the openings, e.g. '#open-positions'. */
  openingsHref: string;
  openingsLabel: string;
  openingsCount: number;
  otherPath: string;
  otherLabel: string;
  image: string;
  imagePriority?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{props.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {props.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{props.intro}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <a href={props.openingsHref} className={primaryLink}>
              {props.openingsLabel}{" "}
              {/* Indigo on white (7.9:1): white on a translucent white over indigo-600 was 4.39:1, under AA. */}
              <span className="rounded-full bg-white px-2 text-sm text-indigo-700">
                {props.openingsCount}
              </span>
            </a>
            <Link to={props.otherPath} className={secondaryLink}>
              {props.otherLabel} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <div className="hidden lg:block">
          <LazyImage
            src={props.image}
            alt=""
            width={480}
            height={360}
            priority={props.imagePriority}
            className="w-full"
          />
        </div>
      </div>
    </section>
  );
}

export function HighlightGrid(props: {
  headingId: string;
  heading: string;
  items: readonly { icon: LucideIcon; title: string; text: string }[];
}) {
  return (
    <section aria-labelledby={props.headingId} className="mx-auto max-w-6xl px-4 py-12">
      <h2 id={props.headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {props.heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {props.items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-6 text-indigo-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OpeningsSection(props: {
  /** The anchor the hero links to, without '#'. */
  id: string;
  heading: string;
  intro: string;
  openings: OpeningDetail[];
  emptyText: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} id={props.id} className="scroll-mt-24">
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {props.heading}
        </h2>
        <p className="mt-2 text-slate-700">{props.intro}</p>
        <div className="mt-6">
          <OpeningsList openings={props.openings} emptyText={props.emptyText} />
        </div>
      </div>
    </section>
  );
}
