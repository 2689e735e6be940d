import { lazy, Suspense, type ComponentProps } from "react";
import { loadInvoiceWords } from "../../i18n";

// The invoice screens come in chunks of their own with their words (`invoice.*`): neither the
// console's nor the portal's first load carries them, and a reader who does not handle money never
// fetches them.
const List = lazy(() => Promise.all([import("./InvoiceList"), loadInvoiceWords()]).then(([m]) => ({ default: m.ProjectInvoices })));
const Issue = lazy(() => Promise.all([import("./IssueInvoiceForm"), loadInvoiceWords()]).then(([m]) => ({ default: m.IssueInvoice })));
const Settings = lazy(() => Promise.all([import("./BillingSettingsCard"), loadInvoiceWords()]).then(([m]) => ({ default: m.BillingSettingsCard })));
const Company = lazy(() => Promise.all([import("./CompanyBillingCard"), loadInvoiceWords()]).then(([m]) => ({ default: m.CompanyBillingCard })));

/** A project's invoices and credit notes (`InvoiceList`): the console's, or a finance person's. */
export function ProjectInvoices(props: ComponentProps<typeof List>) {
  return (
    <Suspense fallback={null}>
      <List {...props} />
    </Suspense>
  );
}

/** Issue invoice and its form (`IssueInvoiceForm`), while a milestone is due. */
export function IssueInvoice(props: ComponentProps<typeof Issue>) {
  return (
    <Suspense fallback={null}>
      <Issue {...props} />
    </Suspense>
  );
}

/** The firm's billing details, in the console's Settings. */
export function BillingSettingsCard(props: ComponentProps<typeof Settings>) {
  return (
    <Suspense fallback={null}>
      <Settings {...props} />
    </Suspense>
  );
}

/** The company's billing language, address and tax ID, on the portal's People page. */
export function CompanyBillingCard(props: ComponentProps<typeof Company>) {
  return (
    <Suspense fallback={null}>
      <Company {...props} />
    </Suspense>
  );
}
