"use client";

import { useState, type MouseEvent } from "react";
import { shareButtonClass, sharePopupFeatures, type ShareNetwork } from "./share";

/** One network's share link, as the server wrote it: its share page, its accessible name, its icon's path. */
export interface ShareLink {
  network: ShareNetwork;
  href: string;
  label: string;
  icon: string;
}

export interface ShareListProps {
  links: ShareLink[];
  copy: { url: string; label: string; copied: string };
}

/**
 * The share links' list: real links to each network's share page (they work without JavaScript, in a new tab); a
 * plain click on one opens the network's popup instead, and the last button copies the page's address.
 */
export function ShareList({ links, copy }: ShareListProps) {
  const openPopup = (event: MouseEvent<HTMLUListElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-share]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const popup = window.open(link.href, "share", sharePopupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }));
    if (!popup) return;
    popup.opener = null;
    event.preventDefault();
  };
  return (
    <ul className="flex gap-2" onClick={openPopup}>
      {links.map(({ network, href, label, icon }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={shareButtonClass} aria-label={label} data-share={network}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
              <path d={icon} />
            </svg>
          </a>
        </li>
      ))}
      <li className="flex items-center gap-3">
        <CopyLinkButton {...copy} />
      </li>
    </ul>
  );
}

/** Copies the page's address, and says so. */
function CopyLinkButton({ url, label, copied }: { url: string; label: string; copied: string }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setDone(true);
      window.setTimeout(() => setDone(false), 3000);
    } catch (error) {
      console.warn("Copying the link failed", error);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={shareButtonClass}
        aria-label={label}
        data-share="copy"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </button>
      <span role="status" className="text-sm text-green-dark">
        {done ? copied : ""}
      </span>
    </>
  );
}
