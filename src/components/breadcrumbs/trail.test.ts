import { describe, expect, it } from "vitest";
import { nameTrail, trailSteps } from "./trail";

const paths = (path: string) => trailSteps(path).map((step) => step.path);

describe("breadcrumb trail", () => {
  it("is empty for the home page, the 404 page and unknown paths", () => {
    expect(trailSteps("/")).toEqual([]);
    expect(trailSteps("/de/")).toEqual([]);
    expect(trailSteps("/404/")).toEqual([]);
    expect(trailSteps("/a/b/c/d/")).toEqual([]);
  });

  it("goes through the route table's hubs", () => {
    expect(paths("/blog/")).toEqual(["/", "/blog/"]);
    expect(paths("/blog/onboarding/")).toEqual(["/", "/blog/", "/blog/onboarding/"]);
    expect(paths("/de/blog/category/hr/")).toEqual(["/de/", "/de/blog/", "/de/blog/category/hr/"]);
    expect(paths("/guide/g/chapter/")).toEqual(["/", "/blog/", "/guide/g/", "/guide/g/chapter/"]);
    expect(paths("/fr/clients/acme/")).toEqual(["/fr/", "/fr/clients/", "/fr/clients/acme/"]);
    expect(paths("/fr/evenements/w/")).toEqual(["/fr/", "/fr/evenements/", "/fr/evenements/w/"]);
    expect(paths("/partner-marketplace/p/")).toEqual(["/", "/partner-marketplace/", "/partner-marketplace/p/"]);
    expect(paths("/de/preise/")).toEqual(["/de/", "/de/preise/"]);
  });

  it("leaves out steps without a name", async () => {
    const crumbs = await nameTrail(trailSteps("/blog/x/"), "en", async (step) => (step.routeId === "blog_home" ? null : step.routeId));
    expect(crumbs).toEqual([
      { name: "home", path: "/" },
      { name: "blog_article", path: "/blog/x/" },
    ]);
  });
});
