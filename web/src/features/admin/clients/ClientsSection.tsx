import { lazy, Suspense } from "react";
import { withDisplay } from "../../../wasm/display";
import { Busy } from "../../data/Busy";
import { useConsoleQuery } from "../consoleQuery";
import { ClientList } from "./ClientList";

// One client's page is fetched when one is opened: the list is what the console opens on.
const ClientDetail = lazy(withDisplay(() => import("./ClientDetail").then((m) => ({ default: m.ClientDetail }))));

/** Clients: the list, or one client when the URL names one (`?section=clients&client=<id>`). */
export default function ClientsSection() {
  const { params } = useConsoleQuery();
  const clientId = params.get("client");
  return clientId ? (
    <Suspense fallback={<Busy />}>
      <ClientDetail key={clientId} clientId={clientId} />
    </Suspense>
  ) : (
    <ClientList />
  );
}
