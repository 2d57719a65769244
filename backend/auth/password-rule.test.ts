import { describe, expect, it } from "vitest";
import { PASSWORD_MIN, passwordProblem } from "./password-rule.ts";

describe("new password rule", () => {
  it("needs at least 8 characters besides spaces at the ends", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(passwordProblem("123456")).toBe("short");
    expect(passwordProblem("     a")).toBe("short");
    expect(passwordProblem("        ")).toBe("short");
    expect(passwordProblem("  abc1  ")).toBe("short");
    expect(passwordProblem("Kx7!pq2z")).toBeNull();
    expect(passwordProblem("  Kx7!pq2z  ")).toBeNull();
  });

  it("refuses the passwords guessed first, whatever their case", () => {
    for (const p of ["password", "Password1", "12345678", "QWERTY123", "iloveyou", "baku2025", "aaaaaaaaa", "abcdefghij", "98765432", "Azerbaycan"]) {
      expect(passwordProblem(p), p).toBe("common");
    }
    expect(passwordProblem("Demo12345")).toBeNull();
    expect(passwordProblem("xezer-sahil-7")).toBeNull();
  });

  it("refuses more than 128 characters", () => {
    expect(passwordProblem("x".repeat(129))).toBe("long");
  });
});
