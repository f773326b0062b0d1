import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./gate";
import { createPrefetchQueue, prefetchablePath } from "./policy";

describe("prefetch policy (spec 9)", () => {
  it("is skipped on data saver and 2G, allowed otherwise or when the browser does not say", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("preloads only other pages of the site", () => {
    const location = { origin: "https://www.quillio.example", pathname: "/blog/" };
    const anchor = (href: string, attributes: Record<string, string> = {}) => ({ href, target: attributes.target, hasAttribute: (name: string) => name in attributes });
    expect(prefetchablePath(anchor("/pricing/"), location)).toBe("/pricing/");
    expect(prefetchablePath(anchor("https://www.quillio.example/de/?x=1"), location)).toBe("/de/?x=1");
    for (const skipped of [anchor("/blog/"), anchor("/blog/#top"), anchor("https://other.example/"), anchor("/content-assets/a.pdf"), anchor("/api/x"), anchor("/feed.xml"), anchor("/x/", { download: "" }), anchor("/x/", { target: "_blank" }), anchor("mailto:a@b.example")]) {
      expect(prefetchablePath(skipped, location), skipped.href).toBeNull();
    }
  });

  it("runs at most 4 at once, each path once, in order", async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const queue = createPrefetchQueue((path) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.set(path, resolve));
    });
    for (const path of ["/a/", "/b/", "/c/", "/d/", "/e/", "/f/", "/a/"]) queue.add(path);
    expect(started).toEqual(["/a/", "/b/", "/c/", "/d/"]);
    expect(queue.waiting).toBe(2);
    finish.get("/b/")!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["/a/", "/b/", "/c/", "/d/", "/e/"]);
    expect(queue.running).toBe(4);
  });
});
