import { apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import type { WebinarDetail, WebinarVersion } from "#contracts/content-studio-webinars.ts";
import {
  ContentVersions,
  none,
  VersionCover,
  VersionMarkdown,
  VersionRow,
  versionTags,
} from "./item-versions.tsx";
import { PostTime } from "./post-format.tsx";
import { webinarVersionKey, webinarVersionsKey } from "./webinar-params.ts";

type WebinarVersionsProps = {
  webinar: WebinarDetail;
  userId: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  onRestored: (webinar: WebinarDetail) => void;
};

/** Every saved version of a webinar, newest first, paged: read one, or make it the webinar's content again. */
export function WebinarVersions({ webinar, userId, unsaved, onRestored }: WebinarVersionsProps) {
  return (
    <ContentVersions
      noun="webinar"
      titleId="webinar-versions-title"
      version={webinar.version}
      live={webinar.status === "published"}
      restoredLive={(restored) => restored.status === "published"}
      unsaved={unsaved}
      versionsKey={webinarVersionsKey(userId, webinar.id)}
      versionKey={(number) => webinarVersionKey(userId, webinar.id, number)}
      emptyMessage="No saved versions yet."
      list={(page, signal) =>
        apiRequest(api.versions, { params: { id: webinar.id }, query: { page }, signal })
      }
      load={(number, signal) =>
        apiRequest(api.version, { params: { id: webinar.id, number: String(number) }, signal })
      }
      restore={(number) =>
        apiRequest(api.restore, {
          params: { id: webinar.id, number: String(number) },
          body: { version: webinar.version },
        })
      }
      onRestored={onRestored}
      renderVersion={WebinarVersionRows}
      restoreNote="title, summary, host, time, length, recording link, tags, cover and description; its slug and join link stay (registrants are not mailed again)."
    />
  );
}

function WebinarVersionRows(version: WebinarVersion) {
  return (
    <>
      <VersionRow label="Title">{version.title}</VersionRow>
      <VersionRow label="Slug">
        <span className="font-mono break-all">{version.slug}</span>
      </VersionRow>
      <VersionRow label="Summary">{version.summary || none}</VersionRow>
      <VersionRow label="Host">{version.hostName}</VersionRow>
      <VersionRow label="Starts">
        {version.startsAt ? <PostTime iso={version.startsAt} /> : none} ({version.durationMinutes} min)
      </VersionRow>
      <VersionRow label="Join link">
        <span className="break-all">{version.joinUrl ?? none}</span>
      </VersionRow>
      <VersionRow label="Recording">
        <span className="break-all">{version.recordingUrl ?? none}</span>
      </VersionRow>
      <VersionRow label="Tags">{versionTags(version.tags)}</VersionRow>
      <VersionRow label="Cover">
        <VersionCover path={version.coverPath} alt={version.coverAlt} />
      </VersionRow>
      <VersionRow label="Description">
        <VersionMarkdown markdown={version.descriptionMarkdown} />
      </VersionRow>
    </>
  );
}
