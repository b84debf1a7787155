// Checks structured data against the properties Google requires for each schema.org type it reads (its
// rich-result documentation), so the content audit and Meta Tags refuse what search engines would drop.
// Unknown types are accepted: schema.org has hundreds and only these earn rich results here.

export type JsonLdProblem = { type: string | null; message: string };

type Requirement = string | readonly string[];

/** Per type, the properties that must be present; an inner list means "one of these". */
const requiredProperties: Record<string, readonly Requirement[]> = {
  Organization: ["name", "url"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name"],
  Course: ["name", "description", "provider"],
  CourseInstance: [["courseMode", "location"]],
  Offer: ["price", "priceCurrency"],
  AggregateRating: ["ratingValue", ["ratingCount", "reviewCount"]],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  Article: ["headline"],
  BlogPosting: ["headline"],
  NewsArticle: ["headline"],
  Event: ["name", "startDate", "location"],
  Person: ["name"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization"],
  Product: ["name"],
  VideoObject: ["name", "thumbnailUrl", "uploadDate"],
  Review: ["author", "reviewRating"],
  Place: [["name", "address"]],
};

const dateProperties = ["startDate", "endDate", "datePosted", "uploadDate", "datePublished", "dateModified"];
const numericProperties = ["ratingValue", "price"];
const isoDate = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}

function namesSchemaOrg(context: unknown): boolean {
  if (typeof context === "string") return /^https?:\/\/schema\.org\/?$/.test(context);
  if (Array.isArray(context)) return context.some(namesSchemaOrg);
  if (isNode(context)) return Object.values(context).some(namesSchemaOrg);
  return false;
}

const typesOf = (node: Node): string[] =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]]).filter(
    (t): t is string => typeof t === "string",
  );

/** The problems of one typed node and of every typed node inside it. */
function checkNode(node: Node, problems: JsonLdProblem[]): void {
  for (const type of typesOf(node)) {
    for (const requirement of requiredProperties[type] ?? []) {
      if (typeof requirement === "string") {
        if (!present(node[requirement]))
          problems.push({ type, message: `${type} is missing "${requirement}".` });
      } else if (!requirement.some((name) => present(node[name]))) {
        problems.push({
          type,
          message: `${type} needs one of ${requirement.map((name) => `"${name}"`).join(", ")}.`,
        });
      }
    }
    for (const name of dateProperties) {
      const value = node[name];
      if (
        present(value) &&
        (typeof value !== "string" || !isoDate.test(value) || Number.isNaN(Date.parse(value)))
      )
        problems.push({ type, message: `${type} "${name}" is not an ISO 8601 date.` });
    }
    for (const name of numericProperties) {
      const value = node[name];
      if (
        present(value) &&
        !(
          typeof value === "number" ||
          (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
        )
      )
        problems.push({ type, message: `${type} "${name}" is not a number.` });
    }
    if (type === "BreadcrumbList") checkBreadcrumbs(node, problems);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@") && key !== "@graph") continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (isNode(item) && "@type" in item) checkNode(item, problems);
  }
}

// Each crumb needs its place and name; all but the last (the page itself) need the address they point to.
function checkBreadcrumbs(node: Node, problems: JsonLdProblem[]): void {
  const items = node.itemListElement;
  if (!Array.isArray(items)) return;
  items.forEach((item, index) => {
    if (!isNode(item)) return;
    if (index < items.length - 1 && !present(item.item))
      problems.push({
        type: "BreadcrumbList",
        message: `BreadcrumbList item ${index + 1} is missing "item".`,
      });
    if (typeof item.position !== "number")
      problems.push({
        type: "BreadcrumbList",
        message: `BreadcrumbList item ${index + 1} needs a numeric "position".`,
      });
  });
}

/** Checks an already-parsed JSON-LD document: one node, a list of nodes, or a node with an @graph. */
export function validateJsonLd(value: unknown): JsonLdProblem[] {
  const problems: JsonLdProblem[] = [];
  const roots = Array.isArray(value) ? value : [value];
  if (roots.length === 0 || !roots.every(isNode))
    return [{ type: null, message: "The structured data must be an object or a list of objects." }];
  for (const root of roots as Node[]) {
    if (!namesSchemaOrg(root["@context"]))
      problems.push({
        type: null,
        message: "The structured data does not name https://schema.org as its @context.",
      });
    const nodes = Array.isArray(root["@graph"]) ? root["@graph"] : [root];
    for (const node of nodes) {
      if (!isNode(node) || typesOf(node).length === 0) {
        problems.push({ type: null, message: "A structured data node has no @type." });
        continue;
      }
      checkNode(node, problems);
    }
  }
  return problems;
}

/** Checks the text of one <script type="application/ld+json">. */
export function validateJsonLdText(text: string): JsonLdProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unreadable";
    return [{ type: null, message: `The structured data is not valid JSON: ${reason}` }];
  }
  return validateJsonLd(value);
}
