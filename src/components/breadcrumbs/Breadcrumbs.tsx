import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/structured-data/JsonLd";
import { siteUrl } from "@/config/site";
import { pageName } from "@/content/queries/page-name";
import { breadcrumbList } from "@/content/structured-data";
import type { Locale } from "@/routing/locales";
import { nameTrail, trailSteps, type TrailStep } from "./trail";

/** A page's name in a trail: its short title, else its title or name. */
async function stepName(step: TrailStep, locale: Locale, home: string): Promise<string | null> {
  if (step.routeId === "home") return home;
  return pageName(step.routeId, step.params.uid, locale);
}

/** Visible trail and its BreadcrumbList, on every page below the home page. */
export async function Breadcrumbs({ locale, path, tone = "black" }: { locale: Locale; path: string | undefined; tone?: "black" | "white" }) {
  const steps = path ? trailSteps(path) : [];
  if (steps.length < 2) return null;
  const t = await getTranslations({ locale, namespace: "discovery.breadcrumbs" });
  const crumbs = await nameTrail(steps, locale, (step, at) => stepName(step, at, t("home")));
  if (crumbs.length < 2) return null;
  return (
    <div className={tone === "white" ? "bg-night text-white" : "bg-white text-ink"}>
      <nav aria-label={t("label")} className="mx-auto max-w-7xl px-4 pt-3 text-sm lg:px-8" data-testid="breadcrumbs">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {index > 0 ? (
                  <span aria-hidden="true" className="opacity-60">
                    /
                  </span>
                ) : null}
                {last ? (
                  <span aria-current="page" className="font-semibold">
                    {crumb.name}
                  </span>
                ) : (
                  <Link prefetch={false} href={crumb.path} className="underline underline-offset-4 hover:no-underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(siteUrl, crumbs)} />
    </div>
  );
}
