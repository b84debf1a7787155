import { describe, expect, it } from "vitest";
import { catalogApi } from "#contracts/api/catalog.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import {
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
} from "#contracts/catalog.ts";
import {
  leadDetailSchema,
  leadNoteCreateSchema,
  leadParamsSchema,
  leadStatusUpdateSchema,
} from "#contracts/leads.ts";
import { endpointSchema } from "./endpoint-schema.ts";

// The check is at compile time: `npm run typecheck` fails on each @ts-expect-error below that stops
// being an error, so these lines prove that a drifted schema is refused.

describe("endpointSchema", () => {
  it("hands the route its schema unchanged", () => {
    const schema = { tags: ["catalog"], params: courseParamsSchema, response: { 200: courseDetailSchema } };
    expect(endpointSchema(catalogApi.course, schema)).toBe(schema);
  });

  it("refuses schemas that differ from the endpoint's types", () => {
    const drifted = [
      // @ts-expect-error the answer is one course, not a list
      endpointSchema(catalogApi.course, {
        params: courseParamsSchema,
        response: { 200: courseListResponseSchema },
      }),
      // @ts-expect-error the endpoint reads a query the route would not validate
      endpointSchema(catalogApi.courses, { response: { 200: courseListResponseSchema } }),
      // @ts-expect-error the path has :id, the params schema must name it
      endpointSchema(leadsApi.setLeadStatus, {
        body: leadStatusUpdateSchema,
        response: { 200: leadDetailSchema },
      }),
      // @ts-expect-error another body than the endpoint's
      endpointSchema(leadsApi.setLeadStatus, { params: leadParamsSchema, body: leadNoteCreateSchema }),
    ];
    expect(drifted).toHaveLength(4);
    expect(endpointSchema(catalogApi.courses, { querystring: courseListQuerySchema })).toBeDefined();
  });
});
