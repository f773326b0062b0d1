import Link from "next/link";

/** A console path that does not exist, for a signed-in admin (anyone else never gets past the proxy). */
export default function ConsoleNotFound() {
  return (
    <div className="stack">
      <h1>Not found</h1>
      <p>
        There is no such page in the console. <Link href="/admin/" prefetch={false}>Back to the overview</Link>
      </p>
    </div>
  );
}
