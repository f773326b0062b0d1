import type { ConsentState } from "@/features/consent/consent";
import type { TrafficSourceRecord, TrafficSourceRecords } from "@/features/tracking/traffic-source";

/** A submitted form, as the forms feature reports it. */
export interface FormSubmission {
  formId: string;
  formType?: string;
}

/** The spec's internal events (section 4) and what each carries. */
export interface InternalEvents {
  CHILIPIPER_SUBMIT: FormSubmission;
  CONSENTS_INITIALIZED: ConsentState;
  MARKETO_DATA: { formId: string; values: Record<string, unknown> };
  MARKETO_SUBMIT: FormSubmission;
  TRAFFIC_SOURCE_LEGACY_COOKIE: TrafficSourceRecord;
  TRAFFIC_SOURCE_STORED: TrafficSourceRecords & { isNewSession: boolean };
}

type Listener<T> = (payload: T) => void;

export interface EventBus<Events> {
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

export function createEventBus<Events>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        // One failing listener must not keep the others from hearing the event.
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          console.error(`Listener of ${String(name)} failed`, error);
        }
      }
    },
  };
}

/** The site's one internal event bus: consent, traffic source and forms talk through it. */
export const internalEvents = createEventBus<InternalEvents>();
