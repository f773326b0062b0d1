import type { ReactNode } from "react";

/** The outcome of a client-side filter: the count announced politely, then the matching server-rendered cards. */
export function FilterResults({ status, items, gridClassName }: { status: string; items: { id: string; card: ReactNode }[]; gridClassName: string }) {
  return (
    <>
      <p role="status" className="text-sm text-stone">
        {status}
      </p>
      <ul className={`mt-4 grid gap-6 ${gridClassName}`}>
        {items.map((item) => (
          <li key={item.id} className="flex">
            {item.card}
          </li>
        ))}
      </ul>
    </>
  );
}
