import { z } from "zod";
import { emailDomain, isCompetitorDomain } from "@/lib/forms/email";
import { emailSchema } from "@/lib/forms/fields";
import { endpoint, json } from "../api/endpoint";
import { isFreeEmailDomain } from "../email-domains";

const emailQuery = z.object({ email: emailSchema() }, { error: "invalid_value" });

/** GET is-competitor-email?email= → { isCompetitor } */
export const isCompetitorEmailEndpoint = endpoint({
  method: "GET",
  query: emailQuery,
  async handle({ query }) {
    return json({ isCompetitor: isCompetitorDomain(emailDomain(query.email)) });
  },
});

/** GET is-professional-email?email= → { isProfessional }: not a free provider of `email-providers`. */
export const isProfessionalEmailEndpoint = endpoint({
  method: "GET",
  query: emailQuery,
  async handle({ query }) {
    return json({ isProfessional: !isFreeEmailDomain(emailDomain(query.email)) });
  },
});
