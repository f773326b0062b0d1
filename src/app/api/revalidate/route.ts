// POST /api/revalidate: the Prismic webhook (src/server/handlers/revalidate.ts).
export { revalidateWebhook as POST } from "@/server/handlers/revalidate";
