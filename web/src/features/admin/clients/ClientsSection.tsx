import { useConsoleQuery } from "../consoleQuery";
import { ClientDetail } from "./ClientDetail";
import { ClientList } from "./ClientList";

/** Clients: the list, or one client when the URL names one (`?section=clients&client=<id>`). */
export default function ClientsSection() {
  const { params } = useConsoleQuery();
  const clientId = params.get("client");
  return clientId ? <ClientDetail key={clientId} clientId={clientId} /> : <ClientList />;
}
