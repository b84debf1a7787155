import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

type LeadsPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
};

export function LeadsPagination({ page, pageSize, total, shown, onPage }: LeadsPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const noun = total === 1 ? "lead" : "leads";
  return (
    <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">
        {shown === 0 ? `${total} ${noun} in all` : `Showing ${first}–${last} of ${total} ${noun}`}
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
