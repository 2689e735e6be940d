import { useTranslation } from "react-i18next";
import { clientDetail, listClients } from "../../../api/admin";
import { RemoteSelect } from "./RemoteSelect";

/** How many clients the picker offers at once; typing narrows them on the server. */
const PICKER_PAGE = 20;

async function searchClients(q: string, signal: AbortSignal) {
  const { rows } = await listClients({ q: q || undefined, perPage: PICKER_PAGE, sort: "name", order: "asc" }, signal);
  return rows.map((c) => ({ value: c._id, label: c.brandName ? `${c.name} (${c.brandName})` : c.name }));
}

async function clientLabel(id: string, signal: AbortSignal) {
  const c = await clientDetail(id, signal);
  return c.brandName ? `${c.name} (${c.brandName})` : c.name;
}

/** A filter by client: a searchable select over every client, searched on the server. */
export function ClientSelect({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const { t } = useTranslation();
  return (
    <RemoteSelect
      label={t("admin.pickers.client")}
      placeholder={t("admin.pickers.anyClient")}
      nothingFound={t("admin.pickers.noClient")}
      anyLabel={t("admin.pickers.anyClient")}
      value={value}
      onChange={onChange}
      search={searchClients}
      resolve={clientLabel}
    />
  );
}
