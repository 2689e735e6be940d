import type { Client } from "../api/admin";

/** A client account as the console's client endpoints answer it, with `more` over the defaults. */
export function staffClient(more: Partial<Client> = {}): Client {
  return {
    _id: "c1",
    name: "Asha Verma",
    brandName: "Acme",
    email: "asha@acme.example",
    phone: "",
    role: "client",
    language: "en",
    appearance: "system",
    remarks: "",
    createdAt: "2026-11-20T10:00:00Z",
    active: true,
    invitation: null,
    twoFactor: false,
    ...more,
  };
}
