import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import {
  type AdminSubscriber,
  type SubscriberStatus,
  subscriberStatusLabels,
} from "#contracts/newsletter-admin.ts";
import { newsletterTopics } from "#contracts/newsletter-text.ts";

const columns: readonly TableColumn[] = [
  { label: "Subscriber" },
  { label: "Status" },
  { label: "Consent" },
  { label: "Topics" },
  { label: "Added" },
  { label: "Actions", srOnly: true },
];

const statusTone: Record<SubscriberStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  subscribed: "bg-emerald-100 text-emerald-900",
  unsubscribed: "bg-slate-200 text-slate-800",
};

// UTC, so the server's and the browser's rendering agree.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

function Day({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={iso}>
      {dayFormat.format(new Date(iso))}
    </time>
  );
}

/** The topics received, as their short ids (the CSV's words) with the full label on hover: rows stay short. */
function Topics({ topics }: { topics: AdminSubscriber["topics"] }) {
  if (topics.length === newsletterTopics.length) return <span>All topics</span>;
  if (topics.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <ul className="flex max-w-[14rem] flex-wrap gap-1">
      {newsletterTopics
        .filter((topic) => topics.includes(topic.id))
        .map((topic) => (
          <li key={topic.id} title={topic.label} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
            {topic.id}
          </li>
        ))}
    </ul>
  );
}

type SubscribersTableProps = {
  subscribers: readonly AdminSubscriber[];
  onErase: (subscriber: AdminSubscriber) => void;
};

export function SubscribersTable({ subscribers, onErase }: SubscribersTableProps) {
  return (
    <Table caption="Subscribers" minWidth="min-w-[56rem]" columns={columns}>
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className={tableRow({ inactive: subscriber.status === "unsubscribed" })}>
          <th scope="row" className={tableCell("max-w-[18rem] font-medium text-slate-900")}>
            <span className="block truncate" title={subscriber.email}>
              {subscriber.email}
            </span>
            <span className="block truncate text-xs font-normal text-slate-600">{subscriber.source}</span>
          </th>
          <td className={tableCell()}>
            <span
              className={cn(
                "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
                statusTone[subscriber.status],
              )}
            >
              {subscriberStatusLabels[subscriber.status]}
            </span>
            {subscriber.pausedUntil ? (
              <span className="block text-xs text-slate-600">
                Paused until <Day iso={subscriber.pausedUntil} />
              </span>
            ) : null}
          </td>
          <td className={tableCell("max-w-[16rem]")}>
            {subscriber.consentAt ? (
              <>
                <Day iso={subscriber.consentAt} />
                <span className="block truncate text-xs text-slate-600">
                  {[subscriber.consentForm, subscriber.consentPage].filter(Boolean).join(" · ")}
                </span>
              </>
            ) : (
              <span className="text-slate-600">Not recorded</span>
            )}
          </td>
          <td className={tableCell("text-slate-700")}>
            <Topics topics={subscriber.topics} />
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <Day iso={subscriber.createdAt} />
          </td>
          <td className={tableCell("text-right")}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Erase ${subscriber.email}`}
              onClick={() => onErase(subscriber)}
            >
              Erase
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
