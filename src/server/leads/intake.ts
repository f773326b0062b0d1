import { randomUUID } from "node:crypto";
import type { Lead } from "@/lib/leads/lead";
import type { Db } from "../db";
import { hashPassword } from "../passwords";
import { deliveriesOf } from "./routing";
import { recordSubmission, type RecordOptions } from "./store";

export interface IntakeOptions extends Pick<RecordOptions, "within"> {
  db?: Db;
  /** Honeypot filled: stored for review, never forwarded (and its password never hashed). */
  isSpam?: boolean;
  /** The request's Idempotency-Key: the same key is the same lead. */
  idempotencyKey?: string | null;
  /** An id the browser chose (an assessment's); a new one otherwise. */
  id?: string;
  /**
   * A signed link the lead's mail carries, made for its id (a newsletter confirmation) or known beforehand (a
   * preference-center link): never stored with the lead.
   */
  link?: string | ((submissionId: string) => string);
  /** The e-book a gated-content lead asked for, checked against the content (`RouteContext.ebook`). */
  ebook?: { documentId: string; title: string | null } | null;
}

export interface ReceivedLead {
  submissionId: string;
  createdAt: string;
  /** The same request again (its idempotency key): the lead stored the first time, nothing queued again. */
  repeated: boolean;
}

/**
 * Every conversion comes in here, whatever endpoint received it: the lead's password (when it has one) is hashed for
 * the learning app, its deliveries are looked up in the one table (`leadRoutes`), and lead and deliveries are stored in
 * one transaction. When this resolves the lead is durable and the visitor may be told so.
 */
export async function receiveLead(lead: Lead, options: IntakeOptions = {}): Promise<ReceivedLead> {
  const { password, ...fields } = lead.fields;
  const id = options.id ?? randomUUID();
  const isSpam = options.isSpam ?? false;
  // A honeypot hit is stored flagged and never forwarded: its password is not worth a hash, nor its routes a look-up.
  const passwordHash = password && !isSpam ? await hashPassword(password) : undefined;
  // The record says whether a learner account got a password (the console shows it); never the password.
  const accounts = lead.kind === "free_trial" || lead.kind === "course_registration";
  const stored: Lead = { ...lead, fields, answers: accounts ? { ...lead.answers, hasPassword: Boolean(passwordHash) } : lead.answers };
  const link = typeof options.link === "function" ? options.link(id) : options.link;
  const destinations = isSpam ? [] : await deliveriesOf(lead, { submissionId: id, passwordHash, link, ebook: options.ebook ?? undefined });
  const { id: submissionId, createdAt, repeated } = await recordSubmission(
    { id, lead: stored, destinations, isSpam },
    { db: options.db, idempotencyKey: options.idempotencyKey, within: options.within },
  );
  return { submissionId, createdAt, repeated };
}
