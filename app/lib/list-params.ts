// An admin list keeps its filters and page in its URL (?status=&page=...), so a view can be bookmarked
// and walked back. The address bar is read leniently: a bad value means "no filter" or page 1, never an
// error page. A list's filters are strings ("" for none) and its page, the one number among them.

/** A list's filters as they sit in its URL and its query. */
export type ListFilters = Readonly<Record<string, string | number>>;

const maxPage = 100_000;

/** The param if it is one of `values`, else "" (no filter). */
export function readEnumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | "" {
  const value = params.get(name) ?? "";
  return (values as readonly string[]).includes(value) ? (value as T) : "";
}

/** `?page=`, a whole number from 1 up; anything else reads as the first page. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

/** The URL's search params, in the filters' order; "" and page 1 are left out to keep addresses short. */
export function listSearchParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === "number" ? value > 1 : value !== "") params.set(name, String(value));
  }
  return params;
}

/** The filters as the list endpoint's query: "" becomes absent, the page size comes last. */
export type ListQuery<F extends ListFilters> = {
  [K in keyof F]: F[K] extends string ? Exclude<F[K], ""> | undefined : F[K];
} & { pageSize: number };

export function listQuery<F extends ListFilters>(filters: F, pageSize: number): ListQuery<F> {
  const query: Record<string, string | number | undefined> = {};
  for (const [name, value] of Object.entries(filters)) query[name] = value === "" ? undefined : value;
  query.pageSize = pageSize;
  return query as ListQuery<F>;
}
