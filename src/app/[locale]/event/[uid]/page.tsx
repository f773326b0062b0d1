import { getTranslations } from "next-intl/server";
import { hasEnded } from "@/components/editorial/event-time";
import { EventView, eventEnd } from "@/components/editorial/EventView";
import { renderedAt } from "@/components/editorial/rendered-at";
import { documentRoute } from "@/content/document-route";

/** The `event` route serves live events and webinars (spec: /events/{uid}/). */
const route = documentRoute("event", EventView, {
  fetchLinks: ["tag.label"],
  load: async ({ document, locale }) => {
    const [t, tBlog, tEvents] = await Promise.all([
      getTranslations({ locale, namespace: "editorial" }),
      getTranslations({ locale, namespace: "blog" }),
      getTranslations({ locale, namespace: "tools.events" }),
    ]);
    return { endedAtRender: hasEnded(eventEnd(document), renderedAt()), t, tBlog, tEvents };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
