import { Link } from "react-router";
import { Select } from "#app/components/ui/select.tsx";
import type { ApplicationBoard, ApplicationSummary } from "#contracts/application-pipeline.ts";
import {
  type ApplicationStatus,
  applicationStatusLabels,
  applicationTransitions,
} from "#contracts/application-pipeline-text.ts";
import { detailPath, formatDay } from "./format.ts";

type ApplicationsBoardProps = {
  board: ApplicationBoard;
  /** A card's "Move to" menu: the status dialog opens with that status chosen (preview, mail, confirm). */
  onMove: (item: ApplicationSummary, status: ApplicationStatus) => void;
  /** The list view of one status under the board's filters ("All 30 in the list"). */
  listHref: (status: ApplicationStatus) => string;
};

/**
 * The board view: one column per status with its count and its newest cards. Cards move through a menu
 * rather than by dragging, so the keyboard and screen readers move them the same way (Tab to the menu).
 */
export function ApplicationsBoard({ board, onMove, listHref }: ApplicationsBoardProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
      {board.columns.map((column) => {
        const headingId = `board-${column.status}`;
        return (
          <section
            key={column.status}
            aria-labelledby={headingId}
            className="grid content-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <h2
              id={headingId}
              className="flex items-center justify-between text-sm font-semibold text-slate-900"
            >
              {applicationStatusLabels[column.status]}
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
                {column.count}
                <span className="sr-only"> {column.count === 1 ? "application" : "applications"}</span>
              </span>
            </h2>
            {column.items.length === 0 ? (
              <p className="text-xs text-slate-600">None</p>
            ) : (
              <ul className="grid gap-2">
                {column.items.map((item) => (
                  <BoardCard key={item.id} item={item} onMove={onMove} />
                ))}
              </ul>
            )}
            {column.count > column.items.length ? (
              <Link
                to={listHref(column.status)}
                className="text-xs font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                All {column.count} in the list
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function BoardCard({ item, onMove }: { item: ApplicationSummary; onMove: ApplicationsBoardProps["onMove"] }) {
  const moves = applicationTransitions[item.status];
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 shadow-sm">
      <Link
        to={detailPath(item.id)}
        className="truncate text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        {item.fullName}
      </Link>
      <p className="truncate text-xs text-slate-600">{item.batch?.label ?? "No cohort chosen"}</p>
      <p className="text-xs text-slate-600">Applied {formatDay(item.createdAt)}</p>
      <Select
        aria-label={`Move ${item.fullName} to`}
        className="h-8 text-xs"
        value=""
        onChange={(event) => {
          const status = moves.find((value) => value === event.target.value);
          if (status) onMove(item, status);
        }}
      >
        <option value="">Move to...</option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {applicationStatusLabels[status]}
          </option>
        ))}
      </Select>
    </li>
  );
}
