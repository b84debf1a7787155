import { type ReactNode, useId } from "react";
import { type QueryLike, QueryState } from "#app/components/ui/query-state.tsx";

type TreeEditorSectionProps<T> = {
  query: QueryLike<T>;
  text: { heading: string; intro: string; loading: string; loadFailed: string };
  /** The editor's form, once its read is in. */
  children: (data: T) => ReactNode;
};

/**
 * A tree editor's section under the lesson's own form in the course editor (issue 16): heading, intro, and
 * the editor once loaded. It is saved on its own, not with the lesson (a quiz's answer key never travels
 * with it).
 */
export function TreeEditorSection<T>({ query, text: t, children }: TreeEditorSectionProps<T>) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <h2 id={`${id}-h`} className="font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.intro}</p>
      <QueryState query={query} loading={t.loading} failed={t.loadFailed}>
        {children}
      </QueryState>
    </section>
  );
}
