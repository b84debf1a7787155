import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoApi } from "#contracts/api/seo.ts";
import {
  type MetadataImportReport,
  metadataCsvLimits,
  metadataCsvMessages,
} from "#contracts/seo-metadata-csv.ts";

const columns: readonly TableColumn[] = [
  { label: "Line" },
  { label: "Page" },
  { label: "Changes" },
  { label: "Problems" },
];
const show = (value: string) => (value === "" ? "(default)" : value);

/**
 * Bulk edits through a spreadsheet (issue 20): export every page's metadata, edit, import. The import shows
 * what each row changes and what is wrong first; applying writes every change at once, or nothing.
 */
export function MetadataCsv() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: { csv: string; apply: boolean }) =>
      apiRequest(seoApi.importMetadata, { body: input }),
    onMutate: () => setProblem(null),
    onSuccess: (report, input) => {
      if (!input.apply || !report.applied) return;
      toast({
        title: metadataCsvMessages.applied(report.changed),
        description: "The public pages show it now.",
      });
      void queryClient.invalidateQueries({ queryKey: ["seo-pages"] });
      void queryClient.invalidateQueries({ queryKey: ["seo-metadata"] });
      reset();
    },
    onError: (error) => setProblem(error.message || metadataCsvMessages.importFailed),
  });
  const report: MetadataImportReport | undefined = send.data;

  function reset() {
    setCsv(null);
    setFileName("");
    send.reset();
    if (fileInput.current) fileInput.current.value = "";
  }

  async function choose(file: File | undefined) {
    send.reset();
    setProblem(null);
    if (!file) return reset();
    if (file.size > metadataCsvLimits.bytes) {
      setProblem(metadataCsvMessages.fileTooLarge);
      return;
    }
    const text = await file.text();
    setCsv(text);
    setFileName(file.name);
    send.mutate({ csv: text, apply: false });
  }

  return (
    <section
      aria-labelledby="metadata-csv"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="metadata-csv" className="text-lg font-semibold text-slate-900">
          Edit many pages in a spreadsheet
        </h2>
        <p className="text-sm text-slate-700">
          Export every page's metadata as CSV, change it in a spreadsheet, and import it back. You see every
          change before it is applied; a file with one wrong row changes nothing.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <a
          href={seoApi.exportMetadata.path}
          download="page-metadata.csv"
          className={buttonClassName({ variant: "outline" })}
        >
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </a>
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Import CSV
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
            className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-900"
          />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {problem}
        </p>
      ) : null}
      {send.isPending ? <p className="text-sm text-slate-700">Checking {fileName}...</p> : null}
      {report && csv !== null ? <ImportPreview report={report} fileName={fileName} /> : null}
      {report && csv !== null && !report.applied ? (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => send.mutate({ csv, apply: true })}
            disabled={!report.valid || report.changed === 0 || send.isPending}
          >
            {!report.valid
              ? "Fix the file to apply it"
              : report.changed === 0
                ? "Nothing to apply"
                : `Apply ${report.changed} ${report.changed === 1 ? "change" : "changes"}`}
          </Button>
          <Button variant="outline" onClick={reset}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ImportPreview({ report, fileName }: { report: MetadataImportReport; fileName: string }) {
  return (
    <div className="grid gap-3">
      {report.fileErrors.length > 0 ? (
        <ul
          role="alert"
          className="grid gap-1 rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900"
        >
          {report.fileErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : !report.valid ? (
        <p role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {metadataCsvMessages.applyInvalid}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {report.changed === 0
            ? metadataCsvMessages.nothingToChange
            : `${fileName} changes ${report.changed} ${report.changed === 1 ? "page" : "pages"}.`}
        </p>
      )}
      {report.rows.length > 0 ? (
        <Table caption={`What ${fileName} changes`} minWidth="min-w-[44rem]" columns={columns}>
          {report.rows.map((row) => (
            <tr key={row.line}>
              <td className={tableCell("tabular-nums")}>{row.line}</td>
              <th scope="row" className={tableCell("font-mono text-xs font-normal")}>
                {row.path}
              </th>
              <td className={tableCell()}>
                <ul className="grid gap-1">
                  {row.changes.map((change) => (
                    <li key={change.field} className="text-sm">
                      <span className="font-medium">{change.field}</span>:{" "}
                      <del className="text-slate-600">{show(change.from)}</del> →{" "}
                      <ins className="no-underline text-slate-900">{show(change.to)}</ins>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={tableCell()}>
                <ul className="grid gap-1">
                  {row.errors.map((error) => (
                    <li key={`${error.column}:${error.message}`} className="text-sm text-rose-800">
                      {error.column ? `${error.column}: ` : ""}
                      {error.message}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
    </div>
  );
}
