import { MailOpenIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { newsletterTabParams, newsletterTabs, readNewsletterTab } from "./newsletter-tabs.tsx";

/** /dashboard/admin/newsletter-analytics: the newsletter's admin page, one tab a concern (tab in the URL). */
export function NewsletterAdminScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readNewsletterTab(searchParams);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <div className="flex items-center gap-3">
          <MailOpenIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Newsletter</h1>
        </div>
        <p className="mt-1 max-w-2xl text-slate-700">
          Who receives the newsletter and on what consent: search and filter the list, import people who
          consented elsewhere, export it, and erase anyone who asks. Write campaigns, preview and test them,
          and send them to the confirmed subscribers.
        </p>
      </div>

      <Tabs
        value={current.id}
        onValueChange={(id) => {
          const next = newsletterTabs.find((tab) => tab.id === id);
          // A new tab is a new history entry, so Back returns to the last one.
          if (next && next !== current)
            setSearchParams(newsletterTabParams(next), { preventScrollReset: true });
        }}
      >
        <TabsList
          aria-label="Newsletter sections"
          className="w-auto max-w-full justify-start overflow-x-auto"
        >
          {newsletterTabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id} className="flex-none px-4">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {newsletterTabs.map(({ id, Panel }) => (
          <TabsContent key={id} value={id} className="mt-4 grid grid-cols-1 gap-6">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
