import { newsletterAnalyticsLimits } from "#contracts/newsletter-analytics.ts";

// What each figure counts, in the words of decision 0067: shown under the campaigns so a number is never read
// as more than it is (machine opens apart, rates of sent mails, conversions tied to a click).
const terms: ReadonlyArray<{ term: string; meaning: string }> = [
  { term: "Sent", meaning: "Mails handed to the mail server." },
  {
    term: "Delivered",
    meaning: "Reported delivered by the mail provider's events; stays 0 until a provider webhook is set up.",
  },
  { term: "Bounced", meaning: "Hard bounces: the address does not exist and is not mailed again." },
  {
    term: "Opened",
    meaning:
      "People who opened the mail (a click counts as an open), excluding opens made only by mail privacy proxies. Open rate = opened / sent.",
  },
  {
    term: "Proxy opens",
    meaning:
      "People whose only opens came from a privacy proxy (Apple Mail Privacy Protection loads every image), so they may never have read it.",
  },
  { term: "Clicked", meaning: "People who clicked a link. Click rate = clicked / sent." },
  { term: "Click-to-open (CTOR)", meaning: "Clicked / opened: how many readers went on to click." },
  {
    term: "Unsubscribed",
    meaning: `People who left the list within ${newsletterAnalyticsLimits.unsubscribeDays} days of the mail.`,
  },
  { term: "Complaints", meaning: "Marked as spam, as the mail provider reports it." },
  {
    term: "Conversions",
    meaning: `Enrollments or applications within ${newsletterAnalyticsLimits.conversionDays} days of a click in the mail.`,
  },
];

/** The legend of the campaign figures, folded under the table. */
export function MetricHelp() {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded font-medium text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        What the numbers mean
      </summary>
      <dl className="mt-2 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
        {terms.map(({ term, meaning }) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-900">{term}</dt>
            <dd className="text-slate-700">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
