import { BRAND } from "@/content/metadata";
import type { Locale } from "@/routing/locales";

/** One mail's words: a heading, paragraphs, at most one button, and a closing line. */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** After the button: e.g. "If you did not ask for this, ignore this mail." */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The same mail as HTML (table layout, inline styles: what mail clients render) and as plain text; `footer` closes it. */
export function renderMail(locale: Locale, content: MailContent, footer: string): RenderedMail {
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(paragraph)}</p>`).join("");
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#3b2fc9;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.button.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d;word-break:break-all">${escapeHtml(content.button.url)}</p>`
    : "";
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:14px;line-height:20px;color:#52606d">${escapeHtml(content.footnote)}</p>` : "";
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#3b2fc9">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1f2933">${escapeHtml(content.heading)}</h1>
${paragraphs}${button}${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    "--",
    footer,
  ].join("\n");
  return { subject: content.subject, html, text };
}
