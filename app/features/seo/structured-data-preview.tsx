import type { ResolvedPageMeta } from "#contracts/seo.ts";

function typeOf(block: Record<string, unknown>): string {
  const type = block["@type"];
  return Array.isArray(type) ? type.join(", ") : typeof type === "string" ? type : "Thing";
}

/** Each JSON-LD block the page carries, pretty-printed under its @type. */
export function StructuredDataPreview({ meta }: { meta: ResolvedPageMeta }) {
  return (
    <section aria-labelledby="structured-heading" className="mt-10">
      <h2 id="structured-heading" className="text-xl font-semibold text-slate-900">
        Structured data
      </h2>
      {meta.structuredData.length === 0 ? (
        <p className="mt-3 text-slate-700">This page carries no structured data.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {meta.structuredData.length} JSON-LD {meta.structuredData.length === 1 ? "block" : "blocks"}, as
            search engines read them.
          </p>
          <ul className="mt-4 space-y-4">
            {meta.structuredData.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks keep the server's order
              <li key={index}>
                <h3 className="font-semibold text-slate-900">{typeOf(block)}</h3>
                <pre
                  // A scrollable region must be reachable by keyboard.
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable code needs focus to scroll
                  tabIndex={0}
                  className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <code>{JSON.stringify(block, null, 2)}</code>
                </pre>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
