import { describe, expect, it } from "vitest";
import { endpointFor, endpointPaths } from "./endpoints";

describe("form endpoints", () => {
  it("posts free trials, course registrations and newsletters to their own endpoints, the rest to the generic one", () => {
    expect(endpointPaths[endpointFor("free_trial")]).toBe("/.netlify/functions/create-free-trial");
    expect(endpointPaths[endpointFor("course_registration")]).toBe("/.netlify/functions/register-to-course");
    expect(endpointPaths[endpointFor("newsletter")]).toBe("/api/newsletter/subscribe");
    for (const type of ["demo", "contact", "partners", "ebook", "maturity_model"] as const) {
      expect(endpointPaths[endpointFor(type)]).toBe("/api/forms/submit");
    }
  });
});
