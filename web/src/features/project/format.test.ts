import { describe, expect, it } from "vitest";
import { decimalText, formatMoney } from "./format";

describe("amounts", () => {
  it("are written from their minor units, exactly, with the currency's own decimals", () => {
    expect(decimalText(650_050, 2)).toBe("6500.50");
    expect(decimalText(5, 2)).toBe("0.05");
    expect(decimalText(-743_459, 2)).toBe("-7434.59");
    expect(decimalText(1200, 0)).toBe("1200");
    expect(decimalText(1_234, 3)).toBe("1.234");
    // Past what a float holds to the cent after a division by 100.
    expect(decimalText(900_719_925_474_099, 2)).toBe("9007199254740.99");
  });

  it("read as people of each language read them", () => {
    expect(formatMoney("en", { minor: 650_050, currency: "INR" })).toBe("₹6,500.50");
    expect(formatMoney("hi", { minor: 10_000_000, currency: "INR" })).toBe("₹1,00,000.00");
    expect(formatMoney("fr", { minor: 630_000, currency: "EUR" })).toBe("6\u202f300,00\u00a0€");
    expect(formatMoney("en", { minor: 1200, currency: "JPY" })).toBe("¥1,200");
    expect(formatMoney("en", { minor: 1_234, currency: "BHD" })).toBe("BHD\u00a01.234");
    expect(formatMoney("en", { minor: -743_459, currency: "INR" })).toBe("-₹7,434.59");
  });
});
