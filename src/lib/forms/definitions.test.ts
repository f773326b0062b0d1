import { describe, expect, it } from "vitest";
import { contentFormTypes, definitionFor, definitionTypeFor, formDefinitions } from "./definitions";

describe("form definitions per form_config type", () => {
  it("gives every content form type a definition with labels in de, en and fr", () => {
    for (const type of contentFormTypes) {
      const definition = definitionFor(type);
      expect(definition.fields.length).toBeGreaterThan(0);
      for (const field of definition.fields) {
        expect(field.label.en && field.label.de && field.label.fr, `${type}.${field.name}`).toBeTruthy();
      }
    }
  });

  it("uses the shared definitions, the ebook form being the gated-content one", () => {
    expect(definitionFor("demo")).toBe(formDefinitions.demo);
    expect(definitionTypeFor("ebook")).toBe("gated_content");
    expect(definitionFor("ebook").hiddenFields).toContain("content_uid");
  });

  it("registers to a course with personal fields only, any email address accepted", () => {
    const definition = definitionFor("course_registration");
    expect(definition.fields.map((field) => field.name)).toEqual(["firstName", "lastName", "email", "country", "phone", "password"]);
    expect(definition.fields.find((field) => field.name === "email")?.professional).toBe(false);
  });

  it("asks for no password when the registration creates no account", () => {
    expect(definitionFor("course_registration", false).fields.map((field) => field.name)).toEqual(["firstName", "lastName", "email", "country", "phone"]);
  });
});
