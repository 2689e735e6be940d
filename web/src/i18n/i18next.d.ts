import "i18next";
import type activityEn from "./activity/en.json";
import type adminEn from "./admin/en.json";
import type chartsEn from "./charts/en.json";
import type codeEn from "./code/en.json";
import type invoiceEn from "./invoice/en.json";
import type hoursEn from "./hours/en.json";
import type paletteEn from "./palette/en.json";
import type en from "./en.json";
import type guideEn from "./guide/en.json";
import type peopleEn from "./people/en.json";
import type securityEn from "./security/en.json";
import type signOffEn from "./signoff/en.json";
import type signOffDecisionEn from "./signoff/decision/en.json";
import type invoiceDueEn from "./invoice/due/en.json";
import type quoteEn from "./quote/en.json";
import type quoteAdminEn from "./quoteAdmin/en.json";
import type supportEn from "./support/en.json";
import type integrationsEn from "./integrations/en.json";
import type accountEn from "./account/en.json";
import type profileEn from "./profile/en.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & typeof chartsEn & typeof codeEn & typeof guideEn & typeof securityEn & typeof invoiceDueEn & typeof accountEn & typeof profileEn & { admin: typeof adminEn; activity: typeof activityEn; people: typeof peopleEn; signOff: typeof signOffEn & typeof signOffDecisionEn["signOff"]; invoice: typeof invoiceEn; palette: typeof paletteEn; hours: typeof hoursEn; quote: typeof quoteEn; quoteAdmin: typeof quoteAdminEn; support: typeof supportEn; integrations: typeof integrationsEn } };
  }
}
