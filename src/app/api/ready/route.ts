// GET /api/ready: readiness. 200 when the database answers a query and the content can be listed; 503 naming
// what is not ready otherwise (a load balancer sends no visitor to an instance that cannot store a lead), and 503
// at once when the process is shutting down (it answers what it has, and takes nothing new).
import { sql } from "kysely";
import { currentRouteIndex } from "@/content/exists";
import { logger } from "@/lib/log";
import { getDb } from "@/server/db";
import { isShuttingDown } from "@/server/lifecycle.mjs";

const log = logger("ready");

export const dynamic = "force-dynamic";

const CHECK_TIMEOUT_MS = 3_000;

async function check(name: string, probe: () => Promise<boolean>): Promise<[string, "ok" | "unavailable"]> {
  try {
    const ok = await Promise.race([probe(), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref())]);
    return [name, ok ? "ok" : "unavailable"];
  } catch (error) {
    log.error(`${name} is not ready`, { check: name, err: error });
    return [name, "unavailable"];
  }
}

export async function GET(): Promise<Response> {
  if (isShuttingDown()) {
    return Response.json({ status: "shutting_down", checks: {} }, { status: 503, headers: { "cache-control": "no-store" } });
  }
  const checks = Object.fromEntries(
    await Promise.all([
      check("database", async () => {
        await sql`select 1`.execute(await getDb());
        return true;
      }),
      check("content", async () => (await currentRouteIndex()) !== null),
    ]),
  );
  const ready = Object.values(checks).every((state) => state === "ok");
  return Response.json({ status: ready ? "ready" : "unavailable", checks }, { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
