import { courseRegistrationPayloadSchema } from "@/lib/forms/payloads";
import { endpoint, isBot, json } from "../api/endpoint";
import { compact } from "../free-trial";
import { welcomeMail } from "../mail/env";
import { mailDelivery } from "../mail/queue";
import { registeredEvent } from "../mail/registered-event";
import type { OutboxMessage } from "../outbox/destinations";
import { hashPassword } from "../passwords";
import { recordSubmission } from "../submissions";

/**
 * POST register-to-course: stores the registration, queues it for the learning app and the confirmation mail
 * (with the event's `.ics` when the group is a dated event); 201 { ok, submissionId }.
 */
export const registerToCourseEndpoint = endpoint({
  method: "POST",
  body: courseRegistrationPayloadSchema,
  formChallenge: true,
  failureCode: "COURSE_REGISTRATION_ERROR",
  async handle({ body, idempotencyKey }) {
    const { website, password, trafficSource, groupId, lang, ...person } = body;
    const isSpam = isBot({ website });
    // A honeypot hit is stored flagged and never forwarded: its password is not worth a hash.
    const passwordHash = password && !isSpam ? await hashPassword(password) : undefined;
    const contact = compact({ email: person.mail, firstName: person.firstName, lastName: person.lastName, phone: person.phone });
    // The country belongs to the lead (Marketo, the record), not to the learning app's registration.
    const lead = compact({ ...contact, country: person.country });
    const destinations: OutboxMessage[] = [{ destination: "learning_app.course", message: { groupId, lang, ...contact, passwordHash } }];
    if (person.mail) {
      destinations.push({ destination: "marketo.lead", message: { formType: "course_registration", locale: lang, fields: { ...lead, courseGroupId: groupId } } });
      // Spam is stored, never forwarded: its event is not worth a look-up.
      if (!isSpam) {
        const event = await registeredEvent(groupId, lang);
        // A course with a learner account: the mail is its way in (the completion says so).
        const loginUrl = !event && passwordHash ? welcomeMail().loginUrl : undefined;
        destinations.push(mailDelivery({ template: "registration", to: person.mail, locale: lang, firstName: person.firstName, event, loginUrl }));
      }
    }
    const { id } = await recordSubmission({
      kind: "course_registration",
      locale: lang,
      email: person.mail,
      payload: { groupId, ...lead, hasPassword: Boolean(passwordHash) },
      trafficSource,
      destinations,
      isSpam,
    }, { idempotencyKey });
    return json({ ok: true, submissionId: id }, 201);
  },
});
