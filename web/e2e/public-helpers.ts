import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The public pages and the headline each one must carry in its prerendered HTML. */
export const PUBLIC_PAGES = [
  { path: "/", title: "Home | Portico IT Services", headline: "Digital IT Solution Services Around the World", canonical: "/" },
  { path: "/signup", title: "Home | Portico IT Services", headline: "Digital IT Solution Services Around the World", canonical: "/" },
  { path: "/home", title: "Home | Portico IT Services", headline: "Digital IT Solution Services Around the World", canonical: "/" },
  { path: "/about", title: "About Us | Portico IT Services", headline: "About Us", canonical: "/about" },
  { path: "/services", title: "Our Services | Portico IT Services", headline: "Our Services", canonical: "/services" },
  { path: "/contact", title: "Contact Us | Portico IT Services", headline: "Contact Us", canonical: "/contact" },
] as const;

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? "admin@example.com", password: process.env.E2E_PASSWORD ?? "portico-demo" };

export interface Client {
  name: string;
  email: string;
  password: string;
}

/** A fresh client account, made the way staff make one: admin sign-in, then POST /api/user/signup. */
export async function createClient(request: APIRequestContext): Promise<Client> {
  const admin = await request.post("/api/admin/login", { data: ADMIN });
  expect(admin.ok(), await admin.text()).toBeTruthy();
  const { token } = (await admin.json()) as { token: string };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = { name: `Nia Okoye ${stamp}`, email: `nia.${stamp}@example.com`, password: `tide-lantern-${stamp}` };
  const created = await request.post("/api/user/signup", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...client, brandName: "Okoye Logistics", remarks: "Created by the public-site journey" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return client;
}

/** Every request the page makes to the API, from now on. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${req.method()} ${url.pathname}`);
  });
  return calls;
}

/** Whether the WASM module has been requested by the page. */
export function recordWasm(page: Page): { loaded: () => boolean } {
  let seen = false;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.endsWith(".wasm")) seen = true;
  });
  return { loaded: () => seen };
}
