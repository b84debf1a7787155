import { BellIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatPostDate, communityFindText as t } from "#contracts/community-page-text.ts";
import { useMarkRead, useNotifications, usePreferences, useSavePreferences } from "./find-queries.ts";

/**
 * The reader's notifications on the forum's front page (issue 18): mentions, replies to them and accepted
 * answers, newest first, unread ones marked; opening one marks it read. Below, the daily digest's switch.
 */
export function NotificationsPanel() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const notifications = useNotifications(user, page);
  const markRead = useMarkRead(user);
  const headingId = useId();
  const unread = notifications.data?.unread ?? 0;
  return (
    <section aria-labelledby={headingId} className="forum-post">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BellIcon aria-hidden="true" className="size-5 text-indigo-700" />
          {t.notificationsHeading}
          {unread > 0 ? (
            <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white">
              {t.unreadCount(unread)}
            </span>
          ) : null}
        </h2>
        {unread > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t.markAllRead}
          </Button>
        ) : null}
      </div>
      <div className="mt-3">
        <QueryState query={notifications} loading={t.notificationsLoading} failed={t.notificationsFailed}>
          {(list) =>
            list.total === 0 ? (
              <p className="text-sm text-slate-700">{t.noNotifications}</p>
            ) : (
              <>
                <ul className="grid gap-1">
                  {list.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        to={item.link}
                        onClick={() => {
                          if (!item.readAt) markRead.mutate({ ids: [item.id] });
                        }}
                        className={cn(
                          "block rounded-md px-3 py-2 text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none",
                          item.readAt ? "text-slate-700" : "bg-indigo-50 font-medium text-slate-900",
                        )}
                      >
                        {item.readAt ? null : <span className="sr-only">Unread: </span>}
                        <span className="break-words">{item.title}</span>
                        <span className="block text-xs font-normal text-slate-600">
                          {formatPostDate(item.createdAt)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {list.total > list.pageSize ? (
                  <Pagination
                    className="mt-3"
                    label={t.notificationsPageLabel}
                    page={list.page}
                    pageSize={list.pageSize}
                    total={list.total}
                    shown={list.items.length}
                    noun={["notification", "notifications"]}
                    onPage={setPage}
                  />
                ) : null}
              </>
            )
          }
        </QueryState>
      </div>
      <DigestSwitch />
    </section>
  );
}

function DigestSwitch() {
  const { user } = useAuth();
  const preferences = usePreferences(user);
  const save = useSavePreferences(user);
  const id = useId();
  if (!preferences.data) return null;
  const on = save.isPending ? (save.variables?.communityDigest ?? false) : preferences.data.communityDigest;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ communityDigest: event.target.checked })}
          className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {t.digestLabel}
        </label>
      </div>
      <p role="status" className="mt-1 text-xs text-slate-600">
        {save.isSuccess ? t.digestSaved(save.data.communityDigest) : ""}
        {save.isError ? save.error.message : ""}
      </p>
    </div>
  );
}
