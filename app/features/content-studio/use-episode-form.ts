import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import { type EpisodeDetail, episodeFieldsSchema } from "#contracts/content-studio-items.ts";
import { episodeMessages as messages } from "#contracts/content-studio-items-text.ts";
import { blankEpisode, episodeFields, episodeInput, episodeValuesOf } from "./episode-values.ts";
import { useItemForm } from "./use-item-form.ts";

const schema = loadedModule(episodeFieldsSchema);

/** The episode editor's form: created, then saved at the version it was opened at (use-item-form.ts). */
export function useEpisodeForm(episode: EpisodeDetail | null, nextNumber: string) {
  return useItemForm({
    prefix: "episode",
    item: episode,
    fields: episodeFields,
    schema,
    blank: blankEpisode(nextNumber),
    valuesOf: episodeValuesOf,
    toInput: episodeInput,
    create: (body) => apiRequest(api.create, { body }),
    save: (current, body) =>
      apiRequest(api.save, { params: { id: current.id }, body: { ...body, version: current.version } }),
    load: (id) => apiRequest(api.get, { params: { id } }),
    staleMessage: messages.stale,
    noun: "episode",
    savedTitle: (result) => (result.status === "published" ? "Episode updated" : "Draft saved"),
  });
}

export type EpisodeForm = ReturnType<typeof useEpisodeForm>["form"];
