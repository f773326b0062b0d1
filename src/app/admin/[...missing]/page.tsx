import { notFound } from "next/navigation";
import { requireAdmin } from "@/server/admin/session";

// Any other path under /admin: the console's own "Not found" inside its shell (the sections are static routes).
export default async function MissingConsolePage() {
  await requireAdmin();
  notFound();
}
