import type {
  applicationBoardSchema,
  applicationDetailSchema,
  applicationFiltersSchema,
  applicationListQuerySchema,
  applicationNoteBodySchema,
  applicationNoteSchema,
  applicationPageSchema,
  applicationTemplateSchema,
  applicationTemplatesSchema,
  bulkStatusBodySchema,
  bulkStatusResultSchema,
  renderedStatusMailSchema,
  statusChangeBodySchema,
  statusPreviewBodySchema,
  templateUpdateSchema,
} from "#contracts/application-pipeline.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

// The admin's applications pipeline (decision 0043). Admins only.
export const adminApplicationsApi = {
  list: endpoint("GET", "/api/admin/applications")
    .query<Query<typeof applicationListQuerySchema>>()
    .returns<Out<typeof applicationPageSchema>>(),
  board: endpoint("GET", "/api/admin/applications/board")
    .query<Query<typeof applicationFiltersSchema>>()
    .returns<Out<typeof applicationBoardSchema>>(),
  /** The list's filters as a CSV download (a link's href), not JSON. */
  csv: endpoint("GET", "/api/admin/applications.csv")
    .query<Query<typeof applicationFiltersSchema>>()
    .returns<string>(),
  bulkStatus: endpoint("POST", "/api/admin/applications/bulk-status")
    .body<In<typeof bulkStatusBodySchema>>()
    .returns<Out<typeof bulkStatusResultSchema>>(),
  detail: endpoint("GET", "/api/admin/applications/:id").returns<Out<typeof applicationDetailSchema>>(),
  addNote: endpoint("POST", "/api/admin/applications/:id/notes")
    .body<In<typeof applicationNoteBodySchema>>()
    .returns<Out<typeof applicationNoteSchema>>(),
  previewStatus: endpoint("POST", "/api/admin/applications/:id/status-preview")
    .body<In<typeof statusPreviewBodySchema>>()
    .returns<Out<typeof renderedStatusMailSchema>>(),
  changeStatus: endpoint("POST", "/api/admin/applications/:id/status")
    .body<In<typeof statusChangeBodySchema>>()
    .returns<Out<typeof applicationDetailSchema>>(),
  templates: endpoint("GET", "/api/admin/application-templates").returns<
    Out<typeof applicationTemplatesSchema>
  >(),
  saveTemplate: endpoint("PUT", "/api/admin/application-templates/:status")
    .body<In<typeof templateUpdateSchema>>()
    .returns<Out<typeof applicationTemplateSchema>>(),
};
