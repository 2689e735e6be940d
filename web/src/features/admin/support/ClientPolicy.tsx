import { NativeSelect } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRecord } from "../../data/useRecord";
import { useWrite } from "../../forms/useWrite";
import { LoadFailure } from "../LoadFailure";
import { clientPolicy, listPolicies, setClientPolicy } from "./api";

const DEFAULT = "";

/** A company's support policy: the default, or one of its own (docs/support-clock.md). */
export function ClientPolicy({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const write = useWrite();
  const policies = useRecord((signal) => listPolicies(signal), "slaPolicies");
  const own = useRecord((signal) => clientPolicy(clientId, signal), `clientPolicy:${clientId}`);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const failed = policies.error ?? own.error;
  if (failed) {
    return (
      <LoadFailure
        what={t("admin.support.client.loadError")}
        error={failed}
        retrying={policies.loading || own.loading}
        onRetry={() => {
          policies.reload();
          own.reload();
        }}
      />
    );
  }
  const list = policies.data ?? [];
  const current = chosen !== undefined ? chosen : (own.data?.policy ?? null);
  const fallback = list.find((p) => p.isDefault);
  const ready = policies.data !== undefined && own.data !== undefined;

  async function onChange(value: string) {
    const policy = value === DEFAULT ? null : value;
    setSaving(true);
    await write(() => setClientPolicy(clientId, policy), {
      success: { title: t("admin.support.client.saved") },
      failure: t("admin.support.client.saveFailed"),
      onSuccess: (answer) => setChosen(answer.policy),
    });
    setSaving(false);
  }

  return (
    <NativeSelect
      // The field list's term says it on screen; the select carries the same name.
      aria-label={t("admin.support.client.policy")}
      value={current ?? DEFAULT}
      disabled={!ready || saving}
      onChange={(e) => void onChange(e.currentTarget.value)}
      data={[
        { value: DEFAULT, label: fallback ? t("admin.support.client.default", { name: fallback.name }) : t("admin.support.client.defaultPlain") },
        ...list.map((p) => ({ value: p._id, label: p.name })),
      ]}
      maw={320}
    />
  );
}
