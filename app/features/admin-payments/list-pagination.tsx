import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

type ListPaginationProps = {
  label: string;
  noun: [singular: string, plural: string];
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
};

export function ListPagination({ label, noun, page, pageSize, total, shown, onPage }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const word = total === 1 ? noun[0] : noun[1];
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">
        {shown === 0 ? `${total} ${word} in all` : `Showing ${first}–${last} of ${total} ${word}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 text-slate-700">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
