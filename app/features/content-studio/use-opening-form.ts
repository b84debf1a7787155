import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { openingsStudioApi as api } from "#contracts/api/content-studio-items.ts";
import { type OpeningStudioDetail, openingFieldsSchema } from "#contracts/content-studio-items.ts";
import { openingMessages as messages } from "#contracts/content-studio-items-text.ts";
import { blankOpening, openingFields, openingInput, openingValuesOf } from "./opening-values.ts";
import { useItemForm } from "./use-item-form.ts";

const schema = loadedModule(openingFieldsSchema);

/** The opening editor's form: created, then saved at the version it was opened at (use-item-form.ts). */
export function useOpeningForm(opening: OpeningStudioDetail | null) {
  return useItemForm({
    prefix: "opening",
    item: opening,
    fields: openingFields,
    schema,
    blank: blankOpening,
    valuesOf: openingValuesOf,
    toInput: openingInput,
    create: (body) => apiRequest(api.create, { body }),
    save: (current, body) =>
      apiRequest(api.save, { params: { id: current.id }, body: { ...body, version: current.version } }),
    load: (id) => apiRequest(api.get, { params: { id } }),
    staleMessage: messages.stale,
    noun: "opening",
    savedTitle: (result) => (result.publication === "published" ? "Opening updated" : "Draft saved"),
  });
}

export type OpeningForm = ReturnType<typeof useOpeningForm>["form"];
