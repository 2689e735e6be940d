import { Button, Center, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.layer.css";
import { useTranslation } from "react-i18next";
import { billingSettings, saveBillingSettings, type BillingSettings } from "../../api/invoices";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useRuleForm, type RuleForm } from "../forms/useRuleForm";
import { TitledSection } from "../sections/TitledSection";
import { percentOf } from "./percent";

const HEADING = "settings-billing";

type Values = {
  firmName: string;
  address: string;
  taxId: string;
  bankDetails: string;
  taxLabel: string;
  taxRate: string;
  termsDays: string;
};

function valuesOf(s: BillingSettings | null): Values {
  return {
    firmName: s?.firmName ?? "",
    address: s?.address ?? "",
    taxId: s?.taxId ?? "",
    bankDetails: s?.bankDetails ?? "",
    taxLabel: s?.taxLabel ?? "",
    taxRate: s ? percentOf(s.taxRate) : "",
    termsDays: s ? String(s.termsDays) : "",
  };
}

/**
 * Billing details, in the console's Settings (ADR 0033): the firm's name, address, tax ID and
 * bank details printed on every invoice, and the defaults of a new invoice (tax name and rate,
 * payment terms). No invoice is issued until they are saved once.
 */
export function BillingSettingsCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useRecord((signal) => billingSettings(signal), "billingSettings");
  return (
    <TitledSection headingId={HEADING} title={t("invoice.settings.heading")} intro={t("invoice.settings.intro")} className={className}>
      {settings.data === undefined ? (
        settings.error !== null ? (
          <RetryAlert message={t("invoice.settingsLoadFailed")} retrying={settings.loading} onRetry={settings.reload} />
        ) : (
          <Center py="md">
            <Busy size="sm" />
          </Center>
        )
      ) : (
        <BillingSettingsForm settings={settings.data} />
      )}
    </TitledSection>
  );
}

function BillingSettingsForm({ settings }: { settings: BillingSettings | null }) {
  const { t } = useTranslation();
  const form: RuleForm<Values> = useRuleForm<Values, BillingSettings>({
    initial: valuesOf(settings),
    // Sent as typed: the server reads the rate and the days, and says under the field what is wrong.
    submit: (v) =>
      saveBillingSettings({
        firmName: v.firmName,
        address: v.address,
        taxId: v.taxId,
        bankDetails: v.bankDetails,
        taxLabel: v.taxLabel,
        taxRate: v.taxRate,
        termsDays: v.termsDays,
      }),
    success: { title: t("invoice.settings.saved") },
    failure: t("invoice.settings.saveFailed"),
    // What the server keeps (a default filled in) is what the form shows next.
    onSuccess: (saved): void => form.reset(valuesOf(saved)),
  });
  return (
    <form {...form.formProps} aria-labelledby={HEADING}>
      <Stack gap="sm" maw={720}>
        <TextInput label={t("invoice.settings.firmName")} required autoComplete="organization" {...form.input("firmName")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label={t("invoice.settings.address")} required autosize minRows={3} {...form.input("address")} />
          <Textarea label={t("invoice.settings.bankDetails")} required autosize minRows={3} {...form.input("bankDetails")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("invoice.settings.taxId")} autoComplete="off" {...form.input("taxId")} />
          <TextInput label={t("invoice.settings.taxLabel")} autoComplete="off" {...form.input("taxLabel")} />
          <TextInput label={t("invoice.settings.taxRate")} inputMode="decimal" autoComplete="off" {...form.input("taxRate")} />
          <TextInput label={t("invoice.settings.termsDays")} inputMode="numeric" autoComplete="off" {...form.input("termsDays")} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t("invoice.settings.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
