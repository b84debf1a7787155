import { LayoutTemplateIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { readOpenPage } from "./page-builder-params.ts";
import { PageEditorScreen } from "./page-editor-screen.tsx";
import { PageList } from "./page-list.tsx";

/** /dashboard/admin/page-builder: the landing pages, or one of them in the editor when the URL names it. */
export function PageBuilderScreen() {
  const [searchParams] = useSearchParams();
  const open = readOpenPage(searchParams);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <div className="flex items-center gap-3">
          <LayoutTemplateIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Page Builder</h1>
        </div>
        <p className="mt-1 max-w-2xl text-slate-700">
          Landing pages made of blocks: compose them in the editor, preview the draft, and publish now or at a
          set time. Course facts (prices, dates, seats) always come live from the catalog.
        </p>
      </div>
      {open ? <PageEditorScreen key={open} id={open} /> : <PageList />}
    </div>
  );
}
