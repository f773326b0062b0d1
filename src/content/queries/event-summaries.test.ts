import { describe, expect, it } from "vitest";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import { liveEventSummary, splitEvents, webinarSummary, type EventSummary } from "./event-summaries";

function event(id: string, start: string | null, end: string | null, webinarType: EventSummary["webinarType"] = null): EventSummary {
  return { id, kind: webinarType ? "webinar" : "live_event", webinarType, href: `/events/${id}/`, title: id, description: "", start, end, location: null, timeZone: null, thumbnail: null };
}

describe("splitEvents", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const events = [
    event("past", "2026-01-10T09:00:00.000Z", "2026-01-10T17:00:00.000Z"),
    event("later", "2027-03-01T09:00:00.000Z", "2027-03-01T17:00:00.000Z"),
    event("running", "2026-11-21T09:00:00.000Z", "2026-11-21T17:00:00.000Z"),
    event("soon", "2026-12-01T09:00:00.000Z", "2026-12-01T10:00:00.000Z", "live"),
    event("replay", "2027-01-01T09:00:00.000Z", "2027-01-01T10:00:00.000Z", "on_demand"),
    event("undated", null, null),
    event("older", "2025-05-10T09:00:00.000Z", "2025-05-10T17:00:00.000Z"),
  ];
  it("keeps events until they end, soonest first", () => {
    expect(splitEvents(events, now).upcoming.map((e) => e.id)).toEqual(["running", "soon", "later"]);
  });
  it("lists past events, on-demand webinars and undated events as past, newest first", () => {
    expect(splitEvents(events, now).past.map((e) => e.id)).toEqual(["replay", "past", "older", "undated"]);
  });
  it("moves an event to the past the moment it ends", () => {
    expect(splitEvents(events, new Date("2026-11-21T17:00:00Z")).past.map((e) => e.id)).toContain("running");
  });
});

describe("summaries", () => {
  it("ends a webinar after its duration and a live event at its end date", () => {
    const webinar = { id: "w", uid: "w", type: "webinar", lang: "fr-fr", data: { title: "W", type: "live", datetime: "2026-12-01T14:00:00+0000", duration: 45, description: [], default_thumbnail: {} } } as unknown as WebinarDocument;
    expect(webinarSummary(webinar)).toMatchObject({ href: "/fr/evenements/w/", start: "2026-12-01T14:00:00.000Z", end: "2026-12-01T14:45:00.000Z", webinarType: "live" });
    const live = { id: "l", uid: "l", type: "live_event", lang: "en-us", data: { title: "L", date: "2026-12-01T08:00:00+0000", end_date: null, description: [], thumbnail: {}, location: "Paris" } } as unknown as LiveEventDocument;
    expect(liveEventSummary(live)).toMatchObject({ href: "/events/l/", end: "2026-12-01T08:00:00.000Z", location: "Paris" });
  });
});
