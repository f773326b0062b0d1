import { describe, expect, it } from "vitest";
import { chiliPiperLead } from "./chilipiper";
import { validationText } from "./texts";
import { type FormTexts } from "@/lib/forms/bundle";

describe("chiliPiperLead", () => {
  it("names the demo form's values as Chili Piper expects and passes Marketo's own names through", () => {
    expect(chiliPiperLead({ firstName: "Ada", email: "ada@a.example", companySize: "50-199", message: "", marketingOptIn: true })).toEqual({
      FirstName: "Ada",
      Email: "ada@a.example",
      CompanySize: "50-199",
    });
    expect(chiliPiperLead({ Email: "ada@a.example", LastName: "Lovelace" })).toEqual({ Email: "ada@a.example", LastName: "Lovelace" });
  });
});

describe("validationText", () => {
  const texts = { required: "Required", consent_required: "Please accept", invalid_value: "Invalid", invalid_email: "Bad email" } as FormTexts;

  it("shows the singleton's text for a code, the consent text for a required checkbox, and a generic text otherwise", () => {
    expect(validationText(texts, "invalid_email")).toBe("Bad email");
    expect(validationText(texts, "required", "text")).toBe("Required");
    expect(validationText(texts, "required", "checkbox")).toBe("Please accept");
    expect(validationText(texts, "unheard_of")).toBe("Invalid");
  });
});
