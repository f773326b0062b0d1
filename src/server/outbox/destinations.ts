import type { ErrorCode } from "@/lib/errors";
import { bookDemo, type DemoBookingRequest } from "../integrations/chilipiper";
import { createFreeTrialAccount, registerToCourse, type CourseRegistrationRequest, type FreeTrialAccountRequest } from "../integrations/learning-app";
import { submitLead, type MarketoLead } from "../integrations/marketo";
import { deliverMail } from "../mail/deliver";
import type { MailMessage } from "../mail/messages";
import type { DeliveryContext } from "./delivery-context";

/** What each downstream destination receives. */
export interface DestinationMessages {
  "learning_app.account": FreeTrialAccountRequest;
  "learning_app.course": CourseRegistrationRequest;
  "marketo.lead": MarketoLead;
  "chilipiper.booking": DemoBookingRequest;
  /** A mail to a visitor (src/server/mail). */
  mail: MailMessage;
}
export type Destination = keyof DestinationMessages;

/** One outbox entry to write with a submission. */
export type OutboxMessage = { [D in Destination]: { destination: D; message: DestinationMessages[D] } }[Destination];

export type DestinationHandler = (message: unknown, context: DeliveryContext) => Promise<unknown>;
export type DestinationHandlers = Record<Destination, DestinationHandler>;

/** The real delivery of each destination, through its integration module. */
export const destinationHandlers: DestinationHandlers = {
  "learning_app.account": (message, context) => createFreeTrialAccount(message as FreeTrialAccountRequest, context),
  "learning_app.course": (message, context) => registerToCourse(message as CourseRegistrationRequest, context),
  "marketo.lead": (message, context) => submitLead(message as MarketoLead, context),
  "chilipiper.booking": (message, context) => bookDemo(message as DemoBookingRequest, context),
  mail: (message, context) => deliverMail(message, context),
};

/** The catalogued error logged when a delivery fails (spec section 8). */
export const destinationErrorCodes: Partial<Record<Destination, ErrorCode>> = {
  "learning_app.course": "COURSE_REGISTRATION_ERROR",
  "marketo.lead": "MARKETO_SUBMIT_FAILED",
  "chilipiper.booking": "CHILIPIPER_SUBMIT_FAILED",
};
