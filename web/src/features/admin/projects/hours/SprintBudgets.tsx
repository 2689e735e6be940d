import { NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { setSprintBudget } from "../../../../api/hours";
import { wasm } from "../../../../wasm";
import { FormButtons } from "../../../forms/FormButtons";
import { useRuleForm } from "../../../forms/useRuleForm";

/**
 * A sprint's budget in hours and money (ADR 0042): pick the sprint, type its budgets (blank
 * clears one). The Hours view then shows the sprint's use against them, as the project's.
 */
export function SprintBudgets({ project, onSaved, onCancel }: { project: Project; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const sprints = project.sprints;
  const form = useRuleForm({
    initial: { sprint: sprints[0]?._id ?? "", budgetHours: "", budgetAmount: "" },
    rule: (v) => wasm().validateSprintBudget(v.budgetHours, v.budgetAmount, project.currency),
    submit: (v) => setSprintBudget(v.sprint, { budgetHours: v.budgetHours, budgetAmount: v.budgetAmount }),
    success: { title: t("admin.hours.sprintBudgets.saved") },
    failure: t("admin.hours.sprintBudgets.failed"),
    onSuccess: onSaved,
  });
  if (sprints.length === 0) {
    return <Text size="sm">{t("admin.hours.sprintBudgets.noSprints")}</Text>;
  }
  return (
    <form {...form.formProps} aria-label={t("admin.hours.sprintBudgets.title")}>
      <Stack gap="sm">
        <Text size="sm" c="var(--pc-text-muted)">
          {t("admin.hours.sprintBudgets.hint")}
        </Text>
        <NativeSelect
          label={t("admin.hours.sprintBudgets.sprint")}
          data={sprints.map((s) => ({ value: s._id, label: s.title }))}
          value={form.values.sprint}
          onChange={(e) => form.setValue("sprint", e.currentTarget.value)}
          data-autofocus
        />
        <TextInput label={t("hours.budgetHours")} inputMode="decimal" autoComplete="off" {...form.input("budgetHours")} />
        <TextInput label={`${t("hours.budgetMoney")} (${project.currency})`} inputMode="decimal" autoComplete="off" {...form.input("budgetAmount")} />
        <FormButtons submitLabel={t("admin.hours.save")} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
