import { describe, expect, it } from "vitest";
import { groupSecret, localDay, qrPath, recoveryCodesFile, recoveryCodesFilename } from "./format";

describe("groupSecret", () => {
  it("splits the key into groups of four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });

  it("ignores spaces already there and answers nothing for nothing", () => {
    expect(groupSecret(" JBSW Y3DP\nEHPK ")).toBe("JBSW Y3DP EHPK");
    expect(groupSecret("")).toBe("");
  });
});

describe("recovery codes file", () => {
  it("has the title, the date, the note, then one code a line", () => {
    const file = recoveryCodesFile(["abcde-fghjk", "mnpqr-stuvw"], {
      title: "Portico recovery codes for asha@example.com",
      made: "Made on 2026-11-25.",
      note: "Each code signs you in once.",
    });
    expect(file).toBe(
      "Portico recovery codes for asha@example.com\r\nMade on 2026-11-25.\r\nEach code signs you in once.\r\n\r\nabcde-fghjk\r\nmnpqr-stuvw\r\n",
    );
  });

  it("is named after the local day", () => {
    const day = new Date(2026, 0, 5, 23, 30);
    expect(localDay(day)).toBe("2026-01-05");
    expect(recoveryCodesFilename(day)).toBe("portico-recovery-codes-2026-01-05.txt");
  });
});

describe("qrPath", () => {
  it("draws each run of dark modules as one rectangle", () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(modules)).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z");
  });

  it("draws nothing for a light matrix", () => {
    expect(qrPath([[false, false]])).toBe("");
  });
});
