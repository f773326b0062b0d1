/** The Quillio wordmark, inline so it costs no request. */
export function Logo({ title, className }: { title: string; className?: string }) {
  return (
    <svg role="img" aria-label={title} viewBox="0 0 132 32" className={className} height="28" width="116">
      <path
        d="M16 3a13 13 0 1 0 7.7 23.5l3.6 3.6 3-3-3.6-3.6A13 13 0 0 0 16 3Zm0 4.3a8.7 8.7 0 1 1 0 17.4 8.7 8.7 0 0 1 0-17.4Z"
        fill="currentColor"
      />
      <text x="38" y="24" fontFamily="inherit" fontSize="22" fontWeight="700" fill="currentColor">
        Quillio
      </text>
    </svg>
  );
}
