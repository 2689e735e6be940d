import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Table.layer.css";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { projectHours, setRoleRate, type RoleRateView } from "../../../../api/hours";
import { staffRoles } from "../../../../api/staff-admin";
import { wasm } from "../../../../wasm";
import { useRecord } from "../../../data/useRecord";
import { FormButtons } from "../../../forms/FormButtons";
import { useRuleForm } from "../../../forms/useRuleForm";
import { useWrite } from "../../../forms/useWrite";
import { Skeleton } from "../../../page/Skeleton";
import { useMoney } from "../../../project/format";
import { LoadFailure } from "../../LoadFailure";

/**
 * A project's hourly rates per staff role (ADR 0042): each rate with Remove, then the form that
 * sets one (the role typed or picked from the roles staff are charged as). People whose role has
 * no rate here are charged the project's rate. New entries take the rate; logged ones keep theirs.
 */
export function RoleRates({ project, onChanged, onClose }: { project: Project; onChanged(): void; onClose(): void }) {
  const { t } = useTranslation();
  const current = useRecord((signal) => projectHours(project._id, "admin", signal), project._id);
  const roles = useRecord((signal) => staffRoles(signal), "staffRoles");
  const write = useWrite();
  const money = useMoney();
  const listId = useId();
  const changed = () => {
    current.reload();
    onChanged();
  };
  const form = useRuleForm({
    initial: { role: "", rate: "" },
    rule: (v) => wasm().validateRoleRate(v.role, v.rate, project.currency),
    submit: (v) => setRoleRate(project._id, v),
    success: { title: t("admin.hours.roles.saved") },
    failure: t("admin.hours.roles.saveFailed"),
    resetOnSuccess: true,
    onSuccess: changed,
  });
  const remove = (r: RoleRateView) =>
    write(() => setRoleRate(project._id, { role: r.role, rate: "" }), {
      success: { title: t("admin.hours.roles.removed", { role: r.role }) },
      failure: t("admin.hours.roles.saveFailed"),
      onSuccess: changed,
    });
  const rates = current.data?.roleRates ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="var(--pc-text-muted)">
        {t("admin.hours.roles.hint")}
      </Text>
      {current.error && !current.data ? (
        <LoadFailure what={t("hours.loadFailed")} error={current.error} retrying={current.loading} onRetry={current.reload} />
      ) : !current.data ? (
        <Skeleton rows={2} />
      ) : rates.length === 0 ? (
        <Text size="sm">{t("admin.hours.roles.none")}</Text>
      ) : (
        <Table aria-label={t("admin.hours.roles.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.hours.roles.role")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("admin.hours.roles.rate")}
              </Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t("admin.hours.actions")}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((r) => (
              <Table.Tr key={r.role}>
                <Table.Th scope="row" fw={400}>
                  {r.role}
                </Table.Th>
                <Table.Td ta="right" className="hours-number">
                  {money(r.rate)}
                </Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="subtle" color="red.9" onClick={() => void remove(r)} aria-label={t("admin.hours.roles.removeNamed", { role: r.role })}>
                    {t("admin.hours.remove")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form {...form.formProps} aria-label={t("admin.hours.roles.set")}>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t("admin.hours.roles.role")} autoComplete="off" list={listId} miw={160} {...form.input("role")} />
            <TextInput label={`${t("admin.hours.roles.rate")} (${project.currency})`} inputMode="decimal" autoComplete="off" miw={120} {...form.input("rate")} />
          </Group>
          <datalist id={listId}>
            {(roles.data ?? []).map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
          <FormButtons submitLabel={t("admin.hours.roles.set")} submitting={form.submitting} onCancel={onClose} />
        </Stack>
      </form>
    </Stack>
  );
}
