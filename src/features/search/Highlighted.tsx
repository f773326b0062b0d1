import type { Segment } from "@/lib/search";

/** Text with its matches in `<mark>`: segments are data, so content never reaches the page as HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
