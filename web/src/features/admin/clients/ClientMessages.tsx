import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  listProjectRequests,
  listSowUpdates,
  type ProjectRequestListParams,
  type ProjectRequestSort,
  type SowUpdateListParams,
  type StaffSowUpdate,
} from "../../../api/admin";
import type { ProjectRequest } from "../../../api/client";
import { display } from "../../../wasm/display";
import { AttachmentList } from "../../attachments/AttachmentList";
import { TitledSection } from "../../sections/TitledSection";
import { ServerTable, type ServerColumn } from "../table/ServerTable";
import { useServerTable } from "../table/useServerTable";

const SMALL_PAGE = 10;
const PRE_WRAP = { whiteSpace: "pre-wrap" } as const;

/** What the client sent: project requests and statement-of-work updates, newest first, as small paged tables. */
export function ClientMessages({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  // The client is part of the list, not a filter someone set: an empty list then says "none sent",
  // not "nothing matches". (The screen is keyed by client, so the id never changes under a table.)
  const requests = useServerTable(
    (params: ProjectRequestListParams, signal?: AbortSignal) => listProjectRequests({ ...params, client: clientId }, signal),
    { defaultSort: { sort: "createdAt", order: "desc" }, perPage: SMALL_PAGE, urlPrefix: "req" },
  );
  const updates = useServerTable(
    (params: SowUpdateListParams, signal?: AbortSignal) => listSowUpdates({ ...params, client: clientId }, signal),
    { defaultSort: { sort: "createdAt", order: "desc" }, perPage: SMALL_PAGE, urlPrefix: "sow" },
  );
  const date = (iso: string) => display().displayDate(iso);

  const requestColumns: ServerColumn<ProjectRequest, ProjectRequestSort>[] = [
    { accessor: "createdAt", title: t("admin.clients.date"), sortKey: "createdAt", render: (r) => date(r.createdAt), width: 120 },
    { accessor: "title", title: t("admin.clients.requestTitle"), sortKey: "title" },
    { accessor: "projectCost", title: t("admin.clients.requestCost") },
    { accessor: "projectTimeline", title: t("admin.clients.requestTimeline") },
    {
      accessor: "description",
      title: t("admin.clients.requestDescription"),
      render: (r) => (
        <>
          <Text size="sm" style={PRE_WRAP}>
            {r.description}
          </Text>
          <AttachmentList files={r.attachments} auth="admin" />
        </>
      ),
    },
  ];
  const updateColumns: ServerColumn<StaffSowUpdate, "createdAt">[] = [
    { accessor: "createdAt", title: t("admin.clients.date"), sortKey: "createdAt", render: (u) => date(u.createdAt), width: 120 },
    { accessor: "projectTitle", title: t("admin.clients.updateProject") },
    {
      accessor: "text",
      title: t("admin.clients.updateText"),
      render: (u) => (
        <>
          <Text size="sm" style={PRE_WRAP}>
            {u.text}
          </Text>
          <AttachmentList files={u.attachments} auth="admin" />
        </>
      ),
    },
  ];

  return (
    <>
      <TitledSection headingId="client-requests" title={t("admin.clients.requests")} className="admin-block">
        <ServerTable
          table={requests}
          columns={requestColumns}
          label={t("admin.clients.requests")}
          loadError={t("admin.clients.requestsLoadError")}
          empty={t("admin.clients.noRequests")}
        />
      </TitledSection>
      <TitledSection headingId="client-updates" title={t("admin.clients.updates")} className="admin-block">
        <ServerTable
          table={updates}
          columns={updateColumns}
          label={t("admin.clients.updates")}
          loadError={t("admin.clients.updatesLoadError")}
          empty={t("admin.clients.noUpdates")}
        />
      </TitledSection>
    </>
  );
}
