import { Alert, Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { confirmPayment, invoicePdf, projectInvoices, type Invoice } from "../../api/invoices";
import { display } from "../../wasm/display";
import { saveBlob } from "../data/download";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { useWrite } from "../forms/useWrite";
import { useMoney } from "../project/format";
import { CreditNoteModal } from "./CreditNoteForm";
import { BankTransfer, PayOnlineButton } from "./PayOnline";
import "./invoices.css";
import { Skeleton } from "../page/Skeleton";

type Auth = "client" | "admin";

interface Props {
  projectId: string;
  auth: Auth;
  /** Staff: Credit note on each invoice not credited yet. */
  staff?: boolean;
  /** Changes when an invoice was issued or paid elsewhere (the Payments panel, or heard live): the list is read again. */
  version?: number | string;
  /** A credit note was issued: the milestones it made due again are worth reading again. */
  onChanged?(): void;
}

/**
 * A project's invoices and credit notes (ADR 0033), newest first, in the console's project
 * details and on a finance person's road map: number, kind and what corrects what, issue and due
 * dates, the total with its currency and the tax, and Download PDF. Staff also get Credit note on
 * an invoice not credited yet. A mailed link (`?invoice=`) brings its invoice into view and
 * focuses its heading.
 */
export function ProjectInvoices({ projectId, auth, staff = false, version = 0, onChanged }: Props) {
  const { t } = useTranslation();
  const invoices = useRecord((signal) => projectInvoices(auth, projectId, signal), `${auth}:${projectId}:${version}`);
  const [search] = useSearchParams();
  const opened = search.get("invoice");
  const returned = auth === "client" ? search.get("payment") : null;
  const payNow = auth === "client" && search.get("pay") === "1" ? opened : null;
  const headingId = `invoices-${projectId}`;
  const reload = invoices.reload;
  // Back from the provider's page: it is asked at once (its webhook may come later), and the
  // list is read again; the live update would bring the same.
  useEffect(() => {
    if (returned !== "done" || !opened) return;
    confirmPayment(opened).then(reload, () => undefined);
  }, [returned, opened, reload]);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="sm">
        {t("invoice.heading")}
      </Title>
      {returned === "done" && (
        <Alert color="green" title={t("invoice.online.returnedPaid")} mb="sm" role="status">
          {t("invoice.online.returnedPaidHint")}
        </Alert>
      )}
      {returned === "cancelled" && (
        <Alert color="yellow" title={t("invoice.online.returnedCancelled")} mb="sm" role="status">
          {t("invoice.online.returnedCancelledHint")}
        </Alert>
      )}
      {invoices.error !== null && <RetryAlert message={t("invoice.loadFailed")} retrying={invoices.loading} onRetry={invoices.reload} />}
      {!invoices.data ? (
        invoices.error === null && (
          <Skeleton />
        )
      ) : invoices.data.length === 0 ? (
        <p className="muted">{t("invoice.none")}</p>
      ) : (
        <ul className="plain-list item-list">
          {invoices.data.map((invoice) => (
            <InvoiceCard
              key={invoice._id}
              invoice={invoice}
              auth={auth}
              opened={invoice._id === opened}
              payNow={invoice._id === payNow}
              onCredited={
                staff
                  ? () => {
                      invoices.reload();
                      onChanged?.();
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `18`, `7,5` in French: a tax rate as the reader writes numbers. */
function usePercent(): (rate: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (rate: number) => format.format(rate);
  }, [i18n.language]);
}

function InvoiceCard({ invoice: inv, auth, opened, payNow = false, onCredited }: { invoice: Invoice; auth: Auth; opened: boolean; payNow?: boolean; onCredited?(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const write = useWrite();
  const w = display();
  const [downloading, setDownloading] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `invoice-${inv._id}`;
  const credit = inv.kind === "credit";
  const open = !credit && !inv.creditedBy;
  const settled = open && inv.balance.minor === 0;
  useEffect(() => {
    if (!opened) return;
    // jsdom has no scrollIntoView: optional there, always in browsers.
    heading.current?.scrollIntoView?.({ block: "center" });
    heading.current?.focus({ preventScroll: true });
  }, [opened]);

  async function download() {
    setDownloading(true);
    await write(() => invoicePdf(auth, inv._id, `${credit ? "credit-note" : "invoice"}-${inv.number}.pdf`), {
      success: null,
      failure: t("invoice.downloadFailed"),
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
    });
    setDownloading(false);
  }

  return (
    <li className="card item" aria-labelledby={headingId}>
      <div className="item-head">
        <Title order={4} size="h5" id={headingId} ref={heading} tabIndex={opened ? -1 : undefined}>
          {t(credit ? "invoice.kind.credit" : "invoice.kind.invoice")} {inv.number}
        </Title>
      </div>
      {credit && inv.credits && (
        <Text size="sm" c="var(--pc-text-muted)">
          {t("invoice.credits", { number: inv.credits })}
        </Text>
      )}
      {!credit && inv.creditedBy && (
        <Text size="sm" c="var(--pc-text-muted)">
          {t("invoice.creditedBy", { number: inv.creditedBy })}
        </Text>
      )}
      <dl className="invoice-facts">
        <div>
          <dt>{t("invoice.issuedOn")}</dt>
          <dd>
            <time dateTime={inv.issuedOn}>{w.displayDate(inv.issuedOn)}</time>
          </dd>
        </div>
        {!credit && (
          <div>
            <dt>{t("invoice.dueOn")}</dt>
            <dd>{inv.dueOn ? <time dateTime={inv.dueOn}>{w.displayDate(inv.dueOn)}</time> : t("invoice.noDueDate")}</dd>
          </div>
        )}
        <div>
          <dt>{t("invoice.subtotal")}</dt>
          <dd>{money(inv.subtotal)}</dd>
        </div>
        <div>
          <dt>{t("invoice.taxLine", { label: inv.taxLabel, rate: percent(inv.taxRate) })}</dt>
          <dd>{money(inv.tax)}</dd>
        </div>
        <div>
          <dt>{t("invoice.total")}</dt>
          <dd className="invoice-total">{money(inv.total)}</dd>
        </div>
        {open && (
          <div>
            <dt>{t("invoice.online.balance")}</dt>
            <dd className="invoice-total">{settled ? <span className="invoice-paid">{t("invoice.online.paid")}</span> : money(inv.balance)}</dd>
          </div>
        )}
      </dl>
      {auth === "client" && open && <BankTransfer invoice={inv} />}
      {inv.note && (
        <Text size="sm" mt="xs" className="pre-wrap">
          {inv.note}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        {auth === "client" && open && <PayOnlineButton invoice={inv} start={payNow} />}
        <Button
          size="compact-sm"
          variant="default"
          loading={downloading}
          onClick={() => void download()}
          aria-label={t("invoice.downloadNamed", { number: inv.number })}
        >
          {t("invoice.download")}
        </Button>
        {onCredited && !credit && !inv.creditedBy && (
          <Button size="compact-sm" variant="default" onClick={() => setCrediting(true)} aria-label={t("invoice.creditNamed", { number: inv.number })}>
            {t("invoice.credit")}
          </Button>
        )}
      </Group>
      {crediting && onCredited && (
        <CreditNoteModal
          opened
          invoice={inv}
          onCancel={() => setCrediting(false)}
          onCredited={() => {
            setCrediting(false);
            onCredited();
          }}
        />
      )}
    </li>
  );
}
