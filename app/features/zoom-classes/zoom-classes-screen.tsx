import { CalendarCogIcon, PlusIcon, VideoIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import type { LiveSession } from "#contracts/live-classes.ts";
import { liveClassLimits, liveSessionStatusLabels } from "#contracts/live-classes-text.ts";
import { zoomClassesText as t } from "#contracts/zoom-classes-text.ts";
import { batchChoices } from "./batch-options.tsx";
import { CancelSessionDialog } from "./cancel-session-dialog.tsx";
import { CreateSessionDialog } from "./create-session-dialog.tsx";
import { EditSessionDialog } from "./edit-session-dialog.tsx";
import { useSessionList, useStaffCourses } from "./live-session-queries.ts";
import { ProviderPanel } from "./provider-panel.tsx";
import { RescheduleDialog } from "./reschedule-dialog.tsx";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import {
  noSessionFilters,
  readSessionFilters,
  type SessionFilters,
  sessionFiltersToParams,
  sessionStatuses,
} from "./session-filters.ts";
import { type SessionAction, SessionsTable } from "./sessions-table.tsx";

type Open = { kind: SessionAction; session: LiveSession } | { kind: "create" } | { kind: "schedule" } | null;

/** /dashboard/admin/zoom: every batch's live sessions, their schedules and the meeting provider. */
export function ZoomClassesScreen() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSessionFilters(searchParams);
  const list = useSessionList(user, filters);
  const courses = useStaffCourses(user);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const setFilters = (next: SessionFilters) => {
    // Filtering replaces the history entry; paging and switching tabs add one, so Back walks them.
    const replace = next.page === filters.page && next.scope === filters.scope;
    setSearchParams(sessionFiltersToParams(next), { replace, preventScrollReset: true });
  };

  const courseList = courses.data ?? [];
  const batches = batchChoices(courseList).filter(
    (batch) => !filters.course || batch.courseSlug === filters.course,
  );
  const filtered = filters.course !== "" || filters.batch !== "" || filters.status !== "";
  const pageData = list.data
    ? { items: list.data.sessions, total: list.data.total, pageSize: liveClassLimits.pageSize }
    : undefined;

  const scope = filters.scope === "past" ? "past" : "upcoming";
  const sessionsPanel = (
    <>
      <search className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t.filterCourse}
          allLabel={t.allCourses}
          value={filters.course}
          options={courseList.map((course) => ({ value: course.slug, label: course.title }))}
          // A batch of another course would match nothing: the batch filter goes with the course.
          onChange={(course) => setFilters({ ...filters, course, batch: "", page: 1 })}
        />
        <FilterSelect
          label={t.filterBatch}
          allLabel={t.allBatches}
          value={filters.batch}
          options={batches.map((batch) => ({
            value: batch.id,
            label: filters.course ? batch.label : `${batch.courseTitle}: ${batch.label}`,
          }))}
          onChange={(batch) => setFilters({ ...filters, batch, page: 1 })}
        />
        <FilterSelect
          label={t.filterStatus}
          allLabel={t.allStatuses}
          value={filters.status}
          options={labelledOptions(sessionStatuses, liveSessionStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
      </search>

      <AdminListState
        query={{ ...list, data: pageData }}
        noun={t.noun}
        loadFailed={t.loadFailed}
        empty={{
          filtered,
          filteredMessage: t.noMatch,
          noneMessage: filters.scope === "past" ? t.noPast : t.noUpcoming,
          clearLabel: t.clearFilters,
          onClear: () => setFilters({ ...noSessionFilters, scope: filters.scope }),
        }}
        paging={{
          label: t.pagesLabel,
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(page) => (
          <SessionsTable sessions={page.items} onAction={(kind, session) => setOpen({ kind, session })} />
        )}
      </AdminListState>
    </>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <VideoIcon aria-hidden="true" className="size-6 text-indigo-700" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
          </div>
          <p className="mt-1 max-w-2xl text-slate-700">{t.intro}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" disabled={!courses.data} onClick={() => setOpen({ kind: "schedule" })}>
            <CalendarCogIcon aria-hidden="true" />
            {t.editSchedule}
          </Button>
          <Button disabled={!courses.data} onClick={() => setOpen({ kind: "create" })}>
            <PlusIcon aria-hidden="true" />
            {t.newSession}
          </Button>
        </div>
      </div>

      {courses.isError ? <FormAlert>{t.coursesFailed}</FormAlert> : null}

      <ProviderPanel />

      <Tabs
        value={scope}
        onValueChange={(next) => setFilters({ ...filters, scope: next === "past" ? "past" : "", page: 1 })}
      >
        <TabsList aria-label={t.scopesLabel} className="max-w-sm">
          <TabsTrigger value="upcoming">{t.scopes.upcoming}</TabsTrigger>
          <TabsTrigger value="past">{t.scopes.past}</TabsTrigger>
        </TabsList>
        {/* One panel per tab (only the chosen one renders), so each tab controls a real panel. */}
        {(["upcoming", "past"] as const).map((value) => (
          <TabsContent key={value} value={value} className="mt-4 grid grid-cols-1 gap-6">
            {sessionsPanel}
          </TabsContent>
        ))}
      </Tabs>

      {open?.kind === "create" && courses.data ? (
        <CreateSessionDialog courses={courses.data} onClose={close} />
      ) : null}
      {open?.kind === "schedule" && courses.data ? (
        <ScheduleDialog courses={courses.data} initialBatchId={filters.batch} onClose={close} />
      ) : null}
      {open?.kind === "edit" ? <EditSessionDialog session={open.session} onClose={close} /> : null}
      {open?.kind === "reschedule" ? <RescheduleDialog session={open.session} onClose={close} /> : null}
      {open?.kind === "cancel" ? <CancelSessionDialog session={open.session} onClose={close} /> : null}
    </div>
  );
}
