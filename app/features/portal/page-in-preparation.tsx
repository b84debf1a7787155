import { Construction } from "lucide-react";

/** A portal page a later issue builds: its name and, in one line, what it will hold. */
export function PageInPreparation({ name, holds }: { name: string; holds: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
      <div className="mt-6 flex gap-3 rounded-lg border border-indigo-100 bg-indigo-50 p-4 text-slate-800">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <p>
          <span className="font-semibold">This page is being prepared.</span> It will hold: {holds}
        </p>
      </div>
    </section>
  );
}
