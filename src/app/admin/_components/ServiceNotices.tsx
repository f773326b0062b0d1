import type { ServiceNotice } from "@/server/admin/notices";

/** What the site keeps and does not send while a mail service or Marketo is not configured (overview, deliveries). */
export function ServiceNotices({ notices }: { notices: ServiceNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="stack" aria-label="Services not configured">
      {notices.map((notice) => (
        <div key={notice.service} className="notice warning" data-service-notice={notice.service}>
          <p>
            <strong>{notice.title}</strong>
          </p>
          <p>Kept: {notice.kept}</p>
          <p>Not sent: {notice.notSent}</p>
        </div>
      ))}
    </section>
  );
}
