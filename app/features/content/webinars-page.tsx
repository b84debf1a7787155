import { CalendarDays, Clock, PlayCircle, Radio, UserRound } from "lucide-react";
import { Prose } from "#app/components/ui/prose.tsx";
import type { Webinar, WebinarList } from "#contracts/webinars.ts";
import { formatWebinarTime, webinarMessages } from "#contracts/webinars-text.ts";
import { WebinarRegistrationForm } from "./webinar-registration-form.tsx";

function WebinarFacts({ webinar }: { webinar: Webinar }) {
  return (
    <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 text-indigo-700" />
        <time dateTime={webinar.startsAt}>{formatWebinarTime(webinar.startsAt, webinar.endsAt)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-indigo-700" />
        {webinar.durationMinutes} minutes
      </li>
      <li className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-indigo-700" />
        Hosted by {webinar.hostName}
      </li>
    </ul>
  );
}

/** /webinars: the upcoming sessions with their registration form, then the recordings. */
/** The cover the content studio uploaded (with its description), above the title. */
function WebinarCover({ webinar }: { webinar: Webinar }) {
  if (!webinar.cover) return null;
  return (
    <img
      src={webinar.cover.src}
      alt={webinar.cover.alt}
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      className="mb-4 aspect-[1200/630] w-full rounded-xl object-cover"
    />
  );
}

/** The webinar's topics, as the blog shows a post's. */
function WebinarTags({ webinar }: { webinar: Webinar }) {
  if (webinar.tags.length === 0) return null;
  return (
    <ul aria-label="Topics" className="mt-3 flex flex-wrap gap-2">
      {webinar.tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function WebinarsPage({ webinars }: { webinars: WebinarList }) {
  const { upcoming, past } = webinars;
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Free live sessions</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">AI webinars</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            One-hour deep dives with our instructors: live demos, real code and open Q&amp;A. Register with
            your name and email and we'll send the join link with a calendar invite.
          </p>
        </div>
      </section>

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-5xl px-4 pb-12">
        <h2 id="upcoming-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Upcoming webinars
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {webinarMessages.emptyUpcoming}
          </p>
        ) : (
          <ul className="mt-6 grid gap-6">
            {upcoming.map((webinar) => (
              <li key={webinar.slug} id={webinar.slug} className="scroll-mt-24">
                <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                  {webinar.status === "live" ? (
                    <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800">
                      <Radio aria-hidden="true" className="size-4" /> Live now
                    </p>
                  ) : null}
                  <WebinarCover webinar={webinar} />
                  <h3 className="text-xl font-semibold text-slate-900">{webinar.title}</h3>
                  <WebinarFacts webinar={webinar} />
                  <WebinarTags webinar={webinar} />
                  <p className="mt-4 text-slate-800">{webinar.summary}</p>
                  <details className="group mt-3">
                    <summary className="cursor-pointer font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
                      What we'll cover
                    </summary>
                    <Prose html={webinar.descriptionHtml} className="mt-3" />
                  </details>
                  <div className="mt-5 border-t border-slate-100 pt-5">
                    <WebinarRegistrationForm slug={webinar.slug} title={webinar.title} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="past-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="past-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Past webinars
          </h2>
          {past.length === 0 ? (
            <p className="mt-4 text-slate-700">{webinarMessages.emptyPast}</p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {past.map((webinar) => (
                <li key={webinar.slug} id={webinar.slug} className="scroll-mt-24">
                  <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
                    <WebinarCover webinar={webinar} />
                    <h3 className="text-lg font-semibold text-slate-900">{webinar.title}</h3>
                    <WebinarFacts webinar={webinar} />
                    <WebinarTags webinar={webinar} />
                    <p className="mt-3 flex-1 text-slate-800">{webinar.summary}</p>
                    {webinar.recordingUrl ? (
                      <a
                        href={webinar.recordingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-4 inline-flex items-center gap-1.5 self-start font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        <PlayCircle aria-hidden="true" className="size-4" />
                        Watch the recording
                        <span className="sr-only">: {webinar.title} (opens in a new tab)</span>
                      </a>
                    ) : (
                      <p className="mt-4 text-sm text-slate-600">The recording is being edited.</p>
                    )}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
