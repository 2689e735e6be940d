import { Button, Center, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { companyBilling, saveCompanyBilling, type CompanyBilling } from "../../api/invoices";
import { ENDONYMS, isLanguage, LANGUAGES } from "../../i18n";
import { Busy } from "../data/Busy";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useRuleForm, type RuleForm } from "../forms/useRuleForm";
import { TitledSection } from "../sections/TitledSection";
import "./invoices.css";

const HEADING = "company-billing";

/**
 * Billing, on the portal's People page (ADR 0033): the language the company's invoices are written
 * in, the address and tax ID printed under "Bill to". The company's owner changes them; everyone
 * else reads them.
 */
export function CompanyBillingCard({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  const billing = useRecord((signal) => companyBilling(signal), "companyBilling");
  return (
    <TitledSection
      headingId={HEADING}
      title={t("invoice.company.heading")}
      intro={owner ? t("invoice.company.intro") : t("invoice.company.readOnly")}
      className="billing-block"
    >
      {!billing.data ? (
        billing.error !== null ? (
          <RetryAlert message={t("invoice.company.loadFailed")} retrying={billing.loading} onRetry={billing.reload} />
        ) : (
          <Center py="md">
            <Busy size="sm" />
          </Center>
        )
      ) : owner ? (
        <CompanyBillingForm billing={billing.data} />
      ) : (
        <CompanyBillingFacts billing={billing.data} />
      )}
    </TitledSection>
  );
}

function languageName(language: string): string {
  return isLanguage(language) ? ENDONYMS[language] : language;
}

function CompanyBillingFacts({ billing }: { billing: CompanyBilling }) {
  const { t } = useTranslation();
  const notSet = (
    <Text span c="var(--pc-text-muted)">
      {t("invoice.company.notSet")}
    </Text>
  );
  return (
    <dl className="invoice-facts">
      <div>
        <dt>{t("invoice.company.language")}</dt>
        <dd lang={billing.language}>{languageName(billing.language)}</dd>
      </div>
      <div>
        <dt>{t("invoice.company.address")}</dt>
        <dd className="pre-wrap">{billing.address || notSet}</dd>
      </div>
      <div>
        <dt>{t("invoice.company.taxId")}</dt>
        <dd>{billing.taxId || notSet}</dd>
      </div>
    </dl>
  );
}

type Values = { language: string; address: string; taxId: string };

function valuesOf(b: CompanyBilling): Values {
  return { language: b.language, address: b.address, taxId: b.taxId };
}

function CompanyBillingForm({ billing }: { billing: CompanyBilling }) {
  const { t } = useTranslation();
  const form: RuleForm<Values> = useRuleForm<Values, CompanyBilling>({
    initial: valuesOf(billing),
    submit: (v) => saveCompanyBilling({ language: v.language, address: v.address, taxId: v.taxId }),
    success: { title: t("invoice.company.saved") },
    failure: t("invoice.company.saveFailed"),
    onSuccess: (saved): void => form.reset(valuesOf(saved)),
  });
  return (
    <form {...form.formProps} aria-labelledby={HEADING}>
      <Stack gap="sm" maw={560}>
        <NativeSelect
          label={t("invoice.company.language")}
          // Each language named in itself, as the interface's language selector does.
          data={LANGUAGES.map((lang) => ({ value: lang, label: ENDONYMS[lang] }))}
          value={form.values.language}
          error={form.errors.language}
          onChange={(e) => form.setValue("language", e.currentTarget.value)}
        />
        <Textarea label={t("invoice.company.address")} autosize minRows={3} autoComplete="street-address" {...form.input("address")} />
        <TextInput label={t("invoice.company.taxId")} autoComplete="off" {...form.input("taxId")} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t("invoice.company.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
