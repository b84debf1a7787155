import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { PostTime } from "./post-format.tsx";
import { StudioPublishPanel } from "./studio-publish-panel.tsx";
import { webinarKey } from "./webinar-params.ts";
import { instantOf } from "./webinar-values.ts";

type WebinarPublishPanelProps = {
  webinar: WebinarDetail;
  userId: string;
  /** Changes in the editor not saved yet: a webinar is published as last saved. */
  unsaved: boolean;
  onChanged: (webinar: WebinarDetail) => void;
};

/** The webinar's publishing: the shared panel, saying what publishing does to registration. */
export function WebinarPublishPanel({ webinar, userId, unsaved, onChanged }: WebinarPublishPanelProps) {
  const queryClient = useQueryClient();
  const params = { id: webinar.id };
  const registrants = `${webinar.registrants} ${webinar.registrants === 1 ? "registrant stays" : "registrants stay"}`;
  return (
    <StudioPublishPanel
      state={webinar}
      titleId="webinar-publish-title"
      // The same strict reading as the editor's start time.
      instantOf={instantOf}
      texts={{
        noun: "webinar",
        aNoun: "a webinar",
        status:
          webinar.status === "published" ? (
            "Published: visitors find it on /webinars and in search, and can register."
          ) : webinar.status === "scheduled" && webinar.publishAt ? (
            <>
              Goes live <PostTime iso={webinar.publishAt} />. Until then visitors do not see it.
            </>
          ) : (
            "Not published: visitors do not see it, and nobody can register."
          ),
        publishBody: `It appears at ${webinar.path}, in search and in the page's event data, open for registration, as it was last saved.`,
        scheduleBody:
          "It stays a draft until then and appears on /webinars within a minute of that time, open for registration. You can cancel it until then.",
        unpublishBody: `It leaves /webinars and search, and registration closes. Its ${registrants}, and so does its history: you can publish it again.`,
        fieldLabels: { summary: "Summary", descriptionMarkdown: "Description" },
      }}
      unsaved={unsaved}
      publish={(at) =>
        apiRequest(api.publish, {
          params,
          body: at ? { version: webinar.version, at } : { version: webinar.version },
        })
      }
      unpublish={() => apiRequest(api.unpublish, { params, body: { version: webinar.version } })}
      onChanged={onChanged}
      onConflict={() =>
        void queryClient.invalidateQueries({ queryKey: webinarKey(userId, webinar.id), exact: true })
      }
    />
  );
}
