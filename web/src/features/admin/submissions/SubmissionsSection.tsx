import { Group, Paper, Text } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import { useTranslation } from "react-i18next";
import { contactCounts } from "../../../api/admin";
import { SectionHeading } from "../SectionHeading";
import { useRecord } from "../../data/useRecord";
import { ContactTable } from "./ContactTable";
import { NewsletterTable } from "./NewsletterTable";
import "./submissions.css";

/**
 * Submissions (product.md §2): the real Unread and Read counts of contact submissions (the spec's
 * were fixed placeholders), the contact-form table and the newsletter table, each with its CSV export.
 */
export default function SubmissionsSection() {
  const { t } = useTranslation();
  const counts = useRecord((signal) => contactCounts(signal), "counts");

  return (
    <>
      <SectionHeading title={t("admin.nav.submissions")} />
      <Group gap="md" mb="xl" role="status" aria-live="polite" aria-label={t("admin.submissions.countsLabel")}>
        <Count label={t("admin.submissions.unread")} value={counts.data?.unread} />
        <Count label={t("admin.submissions.read")} value={counts.data?.read} />
        <Count label={t("admin.submissions.subscribers")} value={counts.data?.newsletter} />
      </Group>
      <ContactTable onChanged={counts.reload} />
      <NewsletterTable onChanged={counts.reload} />
    </>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder px="md" py="xs" className="submission-count">
      <Text size="sm" c="var(--pc-text-muted)" component="span">
        {label}
      </Text>{" "}
      <Text fw={700} size="xl" component="span">
        {value ?? "…"}
      </Text>
    </Paper>
  );
}
