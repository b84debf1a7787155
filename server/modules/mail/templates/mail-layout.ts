import { escapeHtml } from "./escape-html.ts";

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * The HTML part every mail shares: inline styles only (mail clients drop <style> and external CSS).
 * `paragraphs` are trusted template HTML: callers escape whatever they put in from users. `content` is
 * block HTML placed after them as it is (sanitised Markdown, server/lib/markdown.ts), not wrapped in a <p>.
 */
export function mailHtml(options: {
  title: string;
  paragraphs: string[];
  content?: string;
  button?: { label: string; href: string };
}): string {
  const button = options.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.button.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(options.button.label)}</a></p>`
    : "";
  const body =
    options.paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("") +
    (options.content ? `<div style="margin:0 0 16px">${options.content}</div>` : "");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#4338ca">AI Labs</p>${body}${button}<p style="margin:24px 0 0;color:#64748b;font-size:13px">AI Labs</p></div></body></html>`;
}
