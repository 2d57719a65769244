/**
 * What the document handler logs of the errors React Router reports: a request it refuses with
 * a 4xx (a POST to a page without an action is 405) at warn, anything else at error.
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { logger } from "./.server/log";

afterEach(() => vi.restoreAllMocks());

describe("handleError", () => {
  it("logs a refused request (405, 404) at warn, not at error", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const request = new Request("http://shop.test/about", { method: "POST" });
    handleError(new ErrorResponse(405, "Method Not Allowed", new Error('You made a POST request to "/about" but did not provide an `action`'), true), { request });
    handleError(new ErrorResponse(404, "Not Found", new Error("No route matches URL"), true), { request });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatchObject({ status: 405, method: "POST", url: "http://shop.test/about" });
  });

  it("logs a failure of the shop at error", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("boom"), { request: new Request("http://shop.test/") });
    handleError(new ErrorResponse(500, "Internal Server Error", new Error("boom"), true), { request: new Request("http://shop.test/") });
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
