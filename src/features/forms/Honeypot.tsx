"use client";

import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

/** Invisible to people and screen readers; naive bots fill it and are answered as if it worked. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
