import { LayoutTemplateIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { readStudioTab, studioTabParams, studioTabsFor } from "./studio-tabs.tsx";

/**
 * /dashboard/admin/page-builder: landing pages (one open in the editor when the URL names it) and the content
 * studio's kinds, one tab each, the tab in the URL (?tab=).
 */
export function PageBuilderScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = studioTabsFor(useAuth().user?.role);
  const current = readStudioTab(searchParams, tabs);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <div className="flex items-center gap-3">
          <LayoutTemplateIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Page Builder</h1>
        </div>
        <p className="mt-1 max-w-2xl text-slate-700">
          Landing pages made of blocks: compose them in the editor, preview the draft, and publish now or at a
          set time. Course facts (prices, dates, seats) always come live from the catalog. The other tabs hold
          the site's posts and listings.
        </p>
      </div>
      {current ? (
        <Tabs
          value={current.id}
          onValueChange={(id) => {
            const next = tabs.find((tab) => tab.id === id);
            // A new tab is a new history entry, so Back returns to the last one.
            if (next && next !== current)
              setSearchParams(studioTabParams(next), { preventScrollReset: true });
          }}
        >
          <TabsList
            aria-label="Page builder sections"
            className="w-auto max-w-full justify-start overflow-x-auto"
          >
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} className="flex-none px-4">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ id, Panel }) => (
            <TabsContent key={id} value={id} className="mt-4 grid grid-cols-1 gap-6">
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </div>
  );
}
