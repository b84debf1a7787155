import { Clock, Mail, MessageSquare, Phone } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional } from "#app/features/site-content/load-site-page.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import { limits } from "#contracts/limits.ts";
import type { Route } from "./+types/contact";

// The form brings zod: loaded apart from the page, rendered completely on the server all the same.
const ContactPageForm = lazy(() => import("#app/features/contact/contact-page-form.tsx"));

export async function loader({ context, request }: Route.LoaderArgs) {
  const [settings, seo] = await Promise.all([
    loadOptional(context, settingsApi.siteSettings),
    loadPageMeta(context, request),
  ]);
  return { settings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, { title: "Contact AI Labs Admissions | AI Labs" });

/** The admissions team's hours (the same as the assistant's 'talk to a human' answer). */
export const officeHours = [
  { days: "Monday to Friday", hours: "9:00-18:00 ET" },
  { days: "Saturday", hours: "10:00-14:00 ET (chat and email)" },
  { days: "Sunday and US public holidays", hours: "Closed; we reply the next business day" },
] as const;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const phoneHref = settings?.phone ? `tel:${settings.phone.replace(/[^\d+]/g, "")}` : null;

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Admissions team</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">Contact us</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Questions about a course, a bootcamp cohort, pricing or training for your team? Call, email or leave
          your details and an advisor gets back to you within {limits.contactReplyHours} hours.
        </p>

        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="grid content-start gap-6">
            <section
              aria-labelledby="reach-heading"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="reach-heading" className="text-xl font-semibold text-slate-900">
                Reach us directly
              </h2>
              <ul className="mt-4 space-y-4">
                {settings?.phone && phoneHref ? (
                  <li className="flex items-start gap-3">
                    <Phone aria-hidden="true" className="mt-0.5 size-5 text-indigo-700" />
                    <div>
                      <p className="text-sm text-slate-600">Phone</p>
                      <a
                        href={phoneHref}
                        className="font-semibold text-indigo-700 underline underline-offset-4"
                      >
                        {settings.phone}
                      </a>
                    </div>
                  </li>
                ) : null}
                {settings?.email ? (
                  <li className="flex items-start gap-3">
                    <Mail aria-hidden="true" className="mt-0.5 size-5 text-indigo-700" />
                    <div>
                      <p className="text-sm text-slate-600">Email</p>
                      <a
                        href={`mailto:${settings.email}`}
                        className="font-semibold text-indigo-700 underline underline-offset-4"
                      >
                        {settings.email}
                      </a>
                    </div>
                  </li>
                ) : null}
                <li className="flex items-start gap-3">
                  <MessageSquare aria-hidden="true" className="mt-0.5 size-5 text-indigo-700" />
                  <div>
                    <p className="text-sm text-slate-600">Live chat and callbacks</p>
                    <p className="text-slate-800">
                      Use 'Live Chat' or 'Request a Callback' in the bar at the bottom.
                    </p>
                  </div>
                </li>
              </ul>
            </section>

            <section
              aria-labelledby="hours-heading"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                <Clock aria-hidden="true" className="size-5 text-indigo-700" /> Office hours
              </h2>
              <dl className="mt-4 divide-y divide-slate-100">
                {officeHours.map((row) => (
                  <div key={row.days} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                    <dt className="font-medium text-slate-800">{row.days}</dt>
                    <dd className="text-slate-700">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section
              aria-labelledby="more-heading"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="more-heading" className="text-xl font-semibold text-slate-900">
                Looking for something specific?
              </h2>
              <ul className="mt-3 space-y-2 text-slate-800">
                <li>
                  <Link to="/ai-bootcamp/apply" className="text-indigo-700 underline underline-offset-4">
                    Apply to the bootcamp
                  </Link>
                </li>
                <li>
                  <Link to="/corporate-training" className="text-indigo-700 underline underline-offset-4">
                    Training for your company
                  </Link>
                </li>
                <li>
                  <Link to="/careers" className="text-indigo-700 underline underline-offset-4">
                    Jobs at AI Labs
                  </Link>
                </li>
              </ul>
            </section>
          </div>

          <section
            aria-labelledby="form-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="form-heading" className="text-xl font-semibold text-slate-900">
              Send us your details
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              We'll get back to you within {limits.contactReplyHours} hours.
            </p>
            <Suspense fallback={<p className="mt-4 text-sm text-slate-600">Loading the form...</p>}>
              <ContactPageForm />
            </Suspense>
          </section>
        </div>
      </div>
    </div>
  );
}
