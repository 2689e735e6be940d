import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { isInvalidToken } from "../../api/account";
import { spendToken, tokenFromHash } from "./linkToken";

describe("emailed links", () => {
  it("read their token from the fragment", () => {
    expect(tokenFromHash("#abc-_123")).toBe("abc-_123");
    expect(tokenFromHash("")).toBe("");
    expect(tokenFromHash("#")).toBe("");
  });

  it("tell a refused token (400 on `token`) from other failures", async () => {
    const refused = new ApiError(400, "internal", "This link is not valid", "token");
    expect(isInvalidToken(refused)).toBe(true);
    expect(isInvalidToken(new ApiError(400, "validation_failed", "Too short", "password"))).toBe(false);
    expect(isInvalidToken(new ApiError(503, "busy", "Busy"))).toBe(false);

    expect(await spendToken(async () => 1)).toEqual({ ok: true, value: 1 });
    expect(await spendToken(async () => Promise.reject(refused))).toEqual({ ok: false });
    await expect(spendToken(async () => Promise.reject(new ApiError(503, "busy", "Busy")))).rejects.toMatchObject({ code: "busy" });
  });
});
