import { Button, Text } from "@mantine/core";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { payInvoice, type Invoice } from "../../api/invoices";
import { browser } from "../data/browser";
import { useWrite } from "../forms/useWrite";
import { useMoney } from "../project/format";

/**
 * "Pay {amount} online" (ADR 0043), for what is still due on an invoice that can be paid online:
 * opens the provider's hosted page, which sends the payer back to the invoice. Shown to the
 * company's owners and finance people only (the lists it sits in are theirs). `start`: the
 * dashboard's Pay online brought the payer here, so it starts at once.
 */
export function PayOnlineButton({ invoice, start = false }: { invoice: Invoice; start?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const write = useWrite();
  const [, setSearch] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const available = invoice.payOnline === "available";
  async function pay() {
    setPaying(true);
    await write(() => payInvoice(invoice._id), {
      success: null,
      failure: t("invoice.online.payFailed"),
      onSuccess: ({ url }) => browser.assign(url),
    });
    setPaying(false);
  }
  // Pay online from the dashboard (`&pay=1`): once, the address no longer asking for it, so
  // coming back here does not start again.
  const startOnce = useEffectEvent(() => {
    setSearch(
      (prev) => {
        prev.delete("pay");
        return prev;
      },
      { replace: true },
    );
    if (available) void pay();
  });
  useEffect(() => {
    if (!start) return;
    // After this render (and once under StrictMode's second run: the first is cancelled).
    const timer = setTimeout(startOnce, 0);
    return () => clearTimeout(timer);
  }, [start]);
  if (!available) return null;
  return (
    <Button size="compact-sm" loading={paying} onClick={() => void pay()} aria-label={t("invoice.online.payNamed", { amount: money(invoice.balance), number: invoice.number })}>
      {t("invoice.online.pay", { amount: money(invoice.balance) })}
    </Button>
  );
}

/** Why an amount the provider cannot charge exactly is paid by bank transfer instead. */
export function BankTransfer({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  if (invoice.payOnline !== "thirdDecimal") return null;
  return (
    <Text size="sm" mt="xs">
      {t("invoice.online.bankTransfer")}
    </Text>
  );
}
