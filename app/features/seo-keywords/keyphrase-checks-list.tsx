import { CheckCircle2Icon, CircleAlertIcon, CircleMinusIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import {
  type CheckStatus,
  type KeyphraseCheck,
  type KeyphraseCheckResult,
  keyphraseCheckLabels,
} from "#contracts/seo-keywords.ts";

const statusLook: Record<CheckStatus, { word: string; icon: typeof CheckCircle2Icon; tone: string }> = {
  good: { word: "Good", icon: CheckCircle2Icon, tone: "text-emerald-700" },
  improve: { word: "Improve", icon: TriangleAlertIcon, tone: "text-amber-700" },
  problem: { word: "Problem", icon: CircleAlertIcon, tone: "text-rose-700" },
  na: { word: "Does not apply", icon: CircleMinusIcon, tone: "text-slate-500" },
};

// Where each check is fixed: the Meta Tags field, or the page's own content.
const metaField: Partial<Record<KeyphraseCheck, "title" | "description">> = {
  title: "title",
  description: "description",
};
const linkClass =
  "rounded-sm text-sm font-medium whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A keyphrase's checks on the rendered page, each with its status in words and, where it has one, its fix. */
export function KeyphraseChecksList({
  path,
  checks,
}: {
  path: string;
  checks: readonly KeyphraseCheckResult[];
}) {
  return (
    <ul aria-label="Checks of the keyphrase" className="grid gap-2">
      {checks.map((item) => {
        const look = statusLook[item.status];
        const Icon = look.icon;
        const field = metaField[item.check];
        return (
          <li
            key={item.check}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-md border border-slate-200 bg-white p-3"
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-5 ${look.tone}`} />
            <div className="grid gap-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-slate-900">{keyphraseCheckLabels[item.check]}</span>
                <span className={`text-sm font-medium ${look.tone}`}>{look.word}</span>
              </p>
              <p className="text-sm text-slate-700">{item.message}</p>
              {field && item.status !== "good" && item.status !== "na" ? (
                <Link
                  to={`/dashboard/digital-marketer/meta-tags?path=${encodeURIComponent(path)}&field=${field}`}
                  className={linkClass}
                >
                  Fix the {field} in Meta Tags
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
