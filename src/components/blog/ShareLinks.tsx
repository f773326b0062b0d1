import { getTranslations } from "next-intl/server";
import { DeferredShareList } from "./DeferredShareList";
import { shareNetworks, shareUrl, type ShareNetwork } from "./share";

const networkNames: Record<ShareNetwork, string> = { linkedin: "LinkedIn", x: "X", facebook: "Facebook" };

const icons: Record<ShareNetwork, string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.05c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.78 2.5 4.78 5.75v5.7h-4v-5.05c0-1.2-.02-2.75-1.7-2.75-1.7 0-1.95 1.3-1.95 2.65v5.15h-4v-11Z",
  x: "M17.75 3h3.07l-6.7 7.65L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.74H5.58L16.67 19.2Z",
  facebook:
    "M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.87.25-1.45 1.5-1.45h1.6V4.47A21 21 0 0 0 14.27 4.3c-2.3 0-3.87 1.4-3.87 3.97v2.23H7.8v3H10.4V21h3.1Z",
};

/**
 * Share links, rendered on the server: real links to each network's share page (they work without
 * JavaScript, in a new tab); with JavaScript they open the network's 626x436 popup instead, unless the
 * browser blocks it, and the last button copies the page's address (ShareList, whose code loads on use).
 */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations("blog");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-1 text-sm font-semibold">{t("share")}</p>
      <DeferredShareList
        links={shareNetworks.map((network) => ({ network, href: shareUrl(network, url, title), label: t("shareOn", { network: networkNames[network] }), icon: icons[network] }))}
        copy={{ url, label: t("copyLink"), copied: t("linkCopied") }}
      />
    </div>
  );
}
