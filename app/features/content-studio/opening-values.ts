import type { OpeningFieldsInput, OpeningStudioDetail } from "#contracts/content-studio-items.ts";

// The opening editor's values are strings (useForm's rule); kind and status come from selects. The order is
// the form's, so focus goes to the first field with a message.
export const openingFields = [
  "title",
  "slug",
  "kind",
  "status",
  "team",
  "location",
  "employmentType",
  "summary",
  "descriptionMarkdown",
] as const;
export type OpeningField = (typeof openingFields)[number];
export type OpeningValues = Record<OpeningField, string>;

export const blankOpening: OpeningValues = {
  title: "",
  slug: "",
  kind: "job",
  status: "open",
  team: "",
  location: "",
  employmentType: "",
  summary: "",
  descriptionMarkdown: "",
};

type Content = Pick<
  OpeningStudioDetail,
  | "title"
  | "slug"
  | "kind"
  | "status"
  | "team"
  | "location"
  | "employmentType"
  | "summary"
  | "descriptionMarkdown"
>;

export function openingValuesOf(opening: Content): OpeningValues {
  return {
    title: opening.title,
    slug: opening.slug,
    kind: opening.kind,
    status: opening.status,
    team: opening.team,
    location: opening.location,
    employmentType: opening.employmentType,
    summary: opening.summary,
    descriptionMarkdown: opening.descriptionMarkdown,
  };
}

/** What the schema checks and the API receives (an unknown kind or status is refused by the schema). */
export function openingInput(values: OpeningValues): OpeningFieldsInput {
  return {
    title: values.title,
    slug: values.slug,
    kind: values.kind as OpeningFieldsInput["kind"],
    status: values.status as OpeningFieldsInput["status"],
    team: values.team,
    location: values.location,
    employmentType: values.employmentType,
    summary: values.summary,
    descriptionMarkdown: values.descriptionMarkdown,
  };
}
