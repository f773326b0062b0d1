"use client";

import { useTranslations } from "next-intl";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

/** Invisible to people and screen readers; naive bots fill it and are answered as if it worked. */
export function Honeypot({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useTranslations("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
