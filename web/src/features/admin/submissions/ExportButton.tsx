import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWrite } from "../../forms/useWrite";
import { exportFilename, saveBlob } from "../../data/download";

/**
 * 'Export to csv' (product.md §2, a dead button there): every row of the table's current search
 * and filter, fetched with the staff token and saved as a file, with a toast either way.
 */
export function ExportButton({ what, label, fetch }: { what: string; label: string; fetch: () => Promise<Blob> }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [busy, setBusy] = useState(false);

  async function onExport() {
    setBusy(true);
    const filename = exportFilename(what);
    await write(fetch, {
      success: { title: t("admin.submissions.exported"), description: filename },
      failure: t("admin.submissions.exportFailed"),
      onSuccess: (blob) => saveBlob(blob, filename),
    });
    setBusy(false);
  }

  return (
    <Button variant="default" loading={busy} onClick={() => void onExport()} aria-label={label}>
      {t("admin.submissions.export")}
    </Button>
  );
}
