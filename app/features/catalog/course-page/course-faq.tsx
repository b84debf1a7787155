import { ChevronDown } from "lucide-react";

export function CourseFaq({ faqs }: { faqs: { question: string; answer: string }[] }) {
  if (faqs.length === 0) return null;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-28">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-4 pb-4 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
