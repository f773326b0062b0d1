import { afterEach, describe, expect, it, vi } from "vitest";
import { formDefinitions } from "@/lib/forms/definitions";
import { formSchema } from "@/server/forms";
import { isProfessionalEmail, validateField, validateForm } from "./validation";

const demo = formDefinitions.demo;
const validDemo = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Engines",
  jobTitle: "",
  companySize: "50-199",
  country: "DE",
  phone: "030 1234567",
  message: "",
};

describe("browser validation", () => {
  it("reports missing fields in the order they are shown", () => {
    const result = validateForm(demo, { ...validDemo, firstName: "", country: "", phone: "" });
    // An empty country select fails the shared country check: "choose a country from the list".
    expect(result).toEqual({ ok: false, errors: { firstName: "required", country: "invalid_country", phone: "required" } });
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(["firstName", "country", "phone"]);
  });

  it("asks the newsletter form for at least one topic, together with the other fields' errors", () => {
    const newsletter = formDefinitions.newsletter;
    const none = { email: "ada@", topic_blog_digest: false, topic_events_webinars: false, topic_product_news: false, topic_learning_insights: false };
    expect(validateForm(newsletter, none)).toEqual({ ok: false, errors: { email: "invalid_email", topic_blog_digest: "invalid_choice" } });
    expect(validateForm(newsletter, { ...none, email: "ada@analytical.example", topic_product_news: true })).toMatchObject({ ok: true });
    // The server refuses the same.
    expect(formSchema("newsletter").safeParse({ ...none, email: "ada@analytical.example" }).error?.issues[0]).toMatchObject({ path: ["topic_blog_digest"], message: "invalid_choice" });
  });

  it("refuses a malformed address, a free provider on a work form and a competitor's address", () => {
    expect(validateField(demo, { ...validDemo, email: "ada@" }, "email")).toBe("invalid_email");
    expect(validateField(demo, { ...validDemo, email: "ada@gmail.com" }, "email")).toBe("professional_email_required");
    expect(validateField(demo, { ...validDemo, email: "sales@docebo.com" }, "email")).toBe("competitor_email");
    expect(validateField(formDefinitions.contact, { ...validDemo, message: "Hi", email: "ada@gmail.com" }, "email")).toBeNull();
  });

  it("marks a wrong phone number together with the other wrong fields", () => {
    expect(validateForm(demo, { ...validDemo, firstName: "", phone: "030 1234567 99", country: "FR" })).toEqual({ ok: false, errors: { firstName: "required", phone: "invalid_phone" } });
  });

  it("checks the phone number against the selected country and normalizes it", () => {
    expect(validateField(demo, { ...validDemo, phone: "12" }, "phone")).toBe("invalid_phone");
    expect(validateField(demo, { ...validDemo, country: "FR", phone: "0151 23456789" }, "phone")).toBe("invalid_phone");
    expect(validateField(demo, { ...validDemo, country: "FR", phone: "+49 151 23456789" }, "phone")).toBe("invalid_phone");
    expect(validateField(demo, { ...validDemo, country: "FR", phone: "+33 1 23 45 67 89" }, "phone")).toBeNull();
    const result = validateForm(demo, validDemo);
    expect(result.ok && result.values.phone).toBe("+49301234567");
  });

  it("agrees with the server's schema on valid and invalid input", () => {
    for (const values of [validDemo, { ...validDemo, email: "x" }, { ...validDemo, phone: "1" }, { ...validDemo, companySize: "huge" }]) {
      expect(validateForm(demo, values).ok).toBe(formSchema("demo").safeParse(values).success);
    }
  });

  it("asks a required checkbox to be ticked", () => {
    const definition = { ...formDefinitions.gated_content, fields: formDefinitions.gated_content.fields.map((field) => (field.kind === "checkbox" ? { ...field, required: true } : field)) };
    expect(validateField(definition, { marketingOptIn: false }, "marketingOptIn")).toBe("required");
  });
});

describe("isProfessionalEmail", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server's full list", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ isProfessional: false })));
    await expect(isProfessionalEmail("ada@tiny-free-mail.example")).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledWith("/.netlify/functions/is-professional-email?email=ada%40tiny-free-mail.example", expect.objectContaining({ method: "GET" }));
  });

  it("leaves the decision to the server when the check cannot run", async () => {
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    await expect(isProfessionalEmail("ada@x.example")).resolves.toBeNull();
    vi.stubGlobal("fetch", async () => new Response("no", { status: 503 }));
    await expect(isProfessionalEmail("ada@x.example")).resolves.toBeNull();
  });
});
