import { describe, expect, it } from "vitest";
import { deliveryOutcome, deliveryStateOf, keptNotSent } from "./delivery-state";

const forwarded = (destination: string, result: unknown) => deliveryOutcome({ destination, status: "forwarded", result: JSON.stringify(result) });

describe("a delivery's state as the console words it", () => {
  it("is kept, not sent, when only an embedded default took it, as each reports it", () => {
    expect(forwarded("mail", { messageId: "<a@quillio.test>", via: "table" })).toBe("kept");
    expect(forwarded("mail", { messageId: "<a@quillio.test>", via: "smtp" })).toBe("forwarded");
    expect(forwarded("marketo.lead", { status: "accepted" })).toBe("kept");
    expect(forwarded("marketo.lead", { status: "created", leadId: "7" })).toBe("forwarded");
    expect(forwarded("chilipiper.booking", { status: "recorded" })).toBe("kept");
    expect(forwarded("chilipiper.booking", { status: "routed" })).toBe("forwarded");
    // The learning app's answer reads the same from both: it is not told apart.
    expect(forwarded("learning_app.account", { accountId: "1" })).toBe("forwarded");
    expect(keptNotSent("mail", null)).toBe(false);
    expect(keptNotSent("mail", "not json")).toBe(false);
    expect(deliveryOutcome({ destination: "mail", status: "parked", result: null })).toBe("parked");
  });

  it("of a lead is its worst delivery's", () => {
    expect(deliveryStateOf([])).toBe("none");
    expect(deliveryStateOf(["forwarded", "kept"])).toBe("kept");
    expect(deliveryStateOf(["forwarded", "pending", "parked"])).toBe("parked");
    expect(deliveryStateOf(["failed", "parked"])).toBe("failed");
    expect(deliveryStateOf(["forwarded"])).toBe("forwarded");
  });
});
