import type { Destination, OutboxMessage } from "../outbox/destinations";

/** Tests and scripts: the outbox message of a delivery to `destination` for the `index`-th test person. */
export function deliveryMessage(destination: Exclude<Destination, "mail">, index: number): OutboxMessage {
  const email = `person${index}@measure.example`;
  const person = { email, firstName: "Ada", lastName: `Lovelace ${index}` };
  switch (destination) {
    case "learning_app.account":
      return { destination, message: { lang: "en", companyName: "Analytical Engines", ...person } };
    case "learning_app.course":
      return { destination, message: { groupId: "onboarding-2026", lang: "en", ...person } };
    case "chilipiper.booking":
      return { destination, message: { locale: "en", fields: { ...person, company: "Analytical Engines" } } };
    case "marketo.lead":
      return { destination, message: { formType: "contact", locale: "en", fields: { ...person } } };
  }
}
