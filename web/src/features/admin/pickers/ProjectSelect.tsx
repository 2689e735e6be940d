import { useTranslation } from "react-i18next";
import { listProjects, staffProjectDetail } from "../../../api/admin";
import { RemoteSelect } from "./RemoteSelect";

const PICKER_PAGE = 20;

/** A filter by project (of one client when `client` is given), searched on the server. */
export function ProjectSelect({
  value,
  client,
  onChange,
}: {
  value: string | null;
  client: string | null;
  onChange(id: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <RemoteSelect
      // Another client: other options, searched afresh.
      key={client ?? ""}
      label={t("admin.pickers.project")}
      placeholder={t("admin.pickers.anyProject")}
      nothingFound={t("admin.pickers.noProject")}
      anyLabel={t("admin.pickers.anyProject")}
      value={value}
      onChange={onChange}
      search={async (q, signal) => {
        const { rows } = await listProjects(
          { q: q || undefined, client: client ?? undefined, perPage: PICKER_PAGE, sort: "title", order: "asc" },
          signal,
        );
        return rows.map((p) => ({ value: p._id, label: `${p.title} (${p.client.name})` }));
      }}
      resolve={async (id, signal) => {
        const p = await staffProjectDetail(id, signal);
        return `${p.title} (${p.client.name})`;
      }}
    />
  );
}
