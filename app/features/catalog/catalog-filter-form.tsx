import { type FormEvent, useId } from "react";
import { Form, useNavigate } from "react-router";
import { useEarlyInput } from "#app/lib/early-input.ts";
import {
  courseFormatLabels,
  courseFormats,
  courseLevelLabels,
  courseLevels,
  courseSortLabels,
  courseSorts,
} from "#contracts/catalog-text.ts";
import { type CatalogFilters, catalogQueryString, readCatalogFilters } from "./catalog-filters.ts";

const selectClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30";

/**
 * A plain GET form, so filtering works before (or without) JavaScript. Once hydrated, each change
 * navigates at once to a clean URL; the button stays for keyboard users who prefer to apply explicitly.
 */
export function CatalogFilterForm({ filters }: { filters: CatalogFilters }) {
  const navigate = useNavigate();
  const id = useId();
  const earlyInput = useEarlyInput();

  function go(form: HTMLFormElement) {
    const field = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? "";
    const values = readCatalogFilters(
      new URLSearchParams({ level: field("level"), format: field("format"), sort: field("sort") }),
    );
    void navigate(`/courses${catalogQueryString(values)}`, { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  return (
    <Form
      {...earlyInput}
      method="get"
      action="/courses"
      role="search"
      aria-label="Filter courses"
      onSubmit={onSubmit}
      onChange={(event) => go(event.currentTarget)}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:gap-4"
    >
      <div>
        <label htmlFor={`${id}-level`} className="text-sm font-medium text-slate-800">
          Level
        </label>
        <select
          id={`${id}-level`}
          name="level"
          defaultValue={filters.level}
          key={`l-${filters.level}`}
          className={selectClass}
        >
          <option value="">All levels</option>
          {courseLevels.map((level) => (
            <option key={level} value={level}>
              {courseLevelLabels[level]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-format`} className="text-sm font-medium text-slate-800">
          Format
        </label>
        <select
          id={`${id}-format`}
          name="format"
          defaultValue={filters.format}
          key={`f-${filters.format}`}
          className={selectClass}
        >
          <option value="">All formats</option>
          {courseFormats.map((format) => (
            <option key={format} value={format}>
              {courseFormatLabels[format]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={filters.sort}
          key={`s-${filters.sort}`}
          className={selectClass}
        >
          {courseSorts.map((sort) => (
            <option key={sort} value={sort}>
              {courseSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="h-11 rounded-md bg-indigo-600 px-5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Apply
      </button>
    </Form>
  );
}
