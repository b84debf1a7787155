import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { TrackedMail } from "#contracts/email-tracking.ts";
import { DateTime, kindLabel, MailStatusBadge } from "./mail-badges.tsx";

const columns: readonly TableColumn[] = [
  { label: "Recipient and subject" },
  { label: "Kind" },
  { label: "Status" },
  { label: "Created" },
  { label: "Opened" },
  { label: "Clicks" },
  { label: "Actions", srOnly: true },
];

type MailsTableProps = {
  mails: readonly TrackedMail[];
  selectedId: string | null;
  onOpen: (mail: TrackedMail) => void;
};

/** Opens and clicks where tracking applies; "not tracked" where the kind never is (security mails). */
function Engagement({ mail, what }: { mail: TrackedMail; what: "opened" | "clicks" }) {
  if (!mail.trackable) {
    return what === "opened" ? (
      <span className="text-slate-500">Not tracked</span>
    ) : (
      <span className="text-slate-500">-</span>
    );
  }
  if (what === "clicks") return <span className="tabular-nums">{mail.clickCount}</span>;
  return mail.firstOpenedAt ? (
    <DateTime iso={mail.firstOpenedAt} />
  ) : (
    <span className="text-slate-500">-</span>
  );
}

export function MailsTable({ mails, selectedId, onOpen }: MailsTableProps) {
  return (
    <Table caption="Mails" minWidth="min-w-[52rem]" columns={columns}>
      {mails.map((mail) => (
        <tr key={mail.id} className={tableRow({ selected: mail.id === selectedId })}>
          <th scope="row" className={tableCell("max-w-[20rem] font-medium text-slate-900")}>
            <span className="block truncate">{mail.to}</span>
            <span className="block truncate text-xs font-normal text-slate-600">{mail.subject}</span>
          </th>
          <td className={tableCell("whitespace-nowrap text-slate-700")}>{kindLabel(mail.kind)}</td>
          <td className={tableCell()}>
            <MailStatusBadge status={mail.status} />
            {mail.attempts > 1 ? (
              <span className="block text-xs text-slate-600">{mail.attempts} attempts</span>
            ) : null}
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <DateTime iso={mail.createdAt} />
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <Engagement mail={mail} what="opened" />
          </td>
          <td className={tableCell()}>
            <Engagement mail={mail} what="clicks" />
          </td>
          <td className={tableCell("text-right")}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Open mail to ${mail.to}: ${mail.subject}`}
              aria-pressed={mail.id === selectedId}
              onClick={() => onOpen(mail)}
            >
              Open
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
