/**
 * The staff home's call (`GET /api/admin/today`): what waits on staff and on clients, one block per
 * kind, its first rows and how many in all. It sends the admin token, like every console call.
 */
import { staff } from "./admin";
import { answer, api } from "./client";

export type { Today } from "./types.gen";

export function staffToday(signal?: AbortSignal) {
  return answer(api.GET("/admin/today", staff(signal)));
}
