import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { HomeFaq as Faq } from "#contracts/home.ts";

/** The admissions team's top questions, as native disclosure widgets (no JavaScript needed). */
export function HomeFaq({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-5 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-4 text-slate-700">
        Another question? Ask the live chat at the bottom right, or{" "}
        <Link to="/contact" className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900">
          contact admissions
        </Link>
        .
      </p>
    </section>
  );
}
