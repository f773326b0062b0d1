import { describe, expect, it } from "vitest";
import type { FormConfigDocument } from "../../../prismicio-types";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/i18n/messages";
import { fillPlural, fillTemplate } from "@/i18n/templates";
import { locales } from "@/routing/locales";
import { loadFormLabels, toClientFormConfig } from "./forms";

const document = (data: Partial<FormConfigDocument["data"]>) =>
  ({
    id: "cfg-ebook",
    uid: null,
    type: "form_config",
    lang: "fr-fr",
    data: {
      form_type: "ebook",
      marketo_form_id: 1026,
      body: [],
      form_button_label: "Télécharger",
      form_completion_title: "Prêt",
      form_completion_subtitle: "",
      button_label_after_completion: null,
      button_link_after_completion: { link_type: "Any" },
      is_secondary_cta_visible: false,
      secondary_cta_label: null,
      secondary_cta_type: null,
      secondary_cta_link: { link_type: "Any" },
      gated_content: { link_type: "Media", url: "/content-assets/ebook.pdf", name: "ebook.pdf", kind: "document", size: "1" },
      platform_registration: false,
      ...data,
    },
  }) as unknown as FormConfigDocument;

describe("toClientFormConfig", () => {
  it("keeps the gated content's address on the server", () => {
    const config = toClientFormConfig(document({}));
    expect(config).toMatchObject({ id: "cfg-ebook", locale: "fr", formType: "ebook", marketoFormId: "1026", hasGatedContent: true, completionSubtitle: null });
    expect(JSON.stringify(config)).not.toContain("ebook.pdf");
  });

  it("shows the secondary CTA only when it is visible and complete", () => {
    const link = { link_type: "Web", url: "https://app.example/" };
    expect(toClientFormConfig(document({ is_secondary_cta_visible: true, secondary_cta_label: "Essayer", secondary_cta_type: "outline", secondary_cta_link: link as never })).secondaryCta).toEqual({
      label: "Essayer",
      href: "https://app.example/",
      style: "outline",
    });
    expect(toClientFormConfig(document({ is_secondary_cta_visible: false, secondary_cta_label: "Essayer", secondary_cta_link: link as never })).secondaryCta).toBeNull();
  });

  it("falls back to a contact form and no form id for odd content", () => {
    const config = toClientFormConfig(document({ form_type: "unknown" as never, marketo_form_id: null, gated_content: { link_type: "Any" } as never }));
    expect(config).toMatchObject({ formType: "contact", marketoFormId: null, hasGatedContent: false });
  });
});

describe("loadFormLabels (what a form's interface says, formatted on the server)", () => {
  it.each(locales)("%s: every label is a string of the locale, the error summary right for every count", async (locale) => {
    const labels = await loadFormLabels(locale);
    const messages = await loadMessages(locale);
    const t = createTranslator({ locale, messages, namespace: "forms" }) as unknown as (key: string, values?: Record<string, number>) => string;
    const strings = (value: unknown): string[] => (typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings));
    for (const label of strings(labels)) {
      expect(label.trim()).not.toBe("");
      expect(label).not.toMatch(/^forms\.|\{\w+,/);
    }
    for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1000000]) {
      expect(fillPlural(labels.errorSummary, "count", count, locale)).toBe(t("errorSummary", { count }));
    }
    expect(fillTemplate(labels.phoneHint, { dialCode: "+49" })).toContain("+49");
    expect(fillTemplate(labels.download, { name: labels.downloadFallback })).toContain(labels.downloadFallback);
  });
});
