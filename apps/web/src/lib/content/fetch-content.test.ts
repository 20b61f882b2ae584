import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fetchContent } from "./fetch-content";

const schema = z.object({ data: z.object({ title: z.string() }) });
const options = (tag: string) => ({ locale: "fr" as const, tags: [tag], schema });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchContent", () => {
  it("reads an answer once per revalidation period", async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { title: "Accueil" } }));
    vi.stubGlobal("fetch", fetchMock);
    const first = await fetchContent("pages", { "filters[slug][$eq]": "memo-a" }, options("a"));
    const second = await fetchContent("pages", { "filters[slug][$eq]": "memo-a" }, options("a"));
    expect(first).toEqual({ data: { title: "Accueil" } });
    expect(second).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not keep failures, and maps 404 to null", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("down", { status: 503 }))
      .mockResolvedValueOnce(new Response("", { status: 404 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchContent("pages", { "filters[slug][$eq]": "memo-b" }, options("b"))).rejects.toThrow(/503/);
    expect(await fetchContent("pages", { "filters[slug][$eq]": "memo-b" }, options("b"))).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
