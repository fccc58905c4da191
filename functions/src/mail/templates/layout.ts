import { MAIL_BRAND } from './brand.ts';

// One layout for every email: a brand header, a heading, a few paragraphs, at most one button and
// a footnote, rendered as accessible HTML (tables only for layout, marked role="presentation";
// real heading and paragraphs; the link also written out for clients that block buttons) and as
// the plain-text alternative with the same content.

export type EmailContent = {
  /** The subject; also the HTML document's title. */
  subject: string;
  /** Shown by inbox lists after the subject; hidden in the message itself. */
  preheader: string;
  heading: string;
  /** Plain text; each entry becomes one paragraph (line breaks kept). */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  footnotes?: readonly string[];
};

export type RenderedEmail = { subject: string; html: string; text: string };

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const { colors } = MAIL_BRAND;
const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// A line break inside a paragraph (an admin's own text) stays a line break.
const paragraph = (text: string, style = `margin:0 0 16px;color:${colors.text}`) =>
  `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

const button = ({ label, url }: { label: string; url: string }) => `
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px">
  <tr>
    <td style="border-radius:8px;background:${colors.primary}">
      <a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;line-height:1.2;color:${colors.onPrimary};text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>
    </td>
  </tr>
</table>
<p style="margin:0 0 16px;font-size:14px;color:${colors.muted}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="color:${colors.primary};word-break:break-all">${escapeHtml(url)}</a></p>`;

const renderHtml = (content: EmailContent): string => `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background};font-family:${fontStack};font-size:16px;line-height:1.5;color:${colors.text}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${colors.background}">
  <tr>
    <td align="center" style="padding:24px 12px">
      <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:${colors.paper};border:1px solid ${colors.border};border-radius:12px">
        <tr>
          <td style="background:${colors.primary};border-radius:12px 12px 0 0;padding:20px 28px;color:${colors.onPrimary};font-size:18px;font-weight:700">
            ${escapeHtml(MAIL_BRAND.groupName)} <span style="font-weight:400">${escapeHtml(MAIL_BRAND.product)}</span>
          </td>
        </tr>
        <tr>
          <td style="padding:28px">
            <h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colors.text}">${escapeHtml(content.heading)}</h1>
            ${content.paragraphs.map((text) => paragraph(text)).join('\n            ')}
            ${content.action ? button(content.action) : ''}
            ${(content.footnotes ?? []).map((text) => paragraph(text, `margin:0 0 12px;font-size:14px;color:${colors.muted}`)).join('\n            ')}
          </td>
        </tr>
      </table>
      <p style="max-width:560px;margin:16px auto 0;font-size:12px;color:${colors.muted}">${escapeHtml(MAIL_BRAND.groupName)} · ${escapeHtml(MAIL_BRAND.address)}</p>
    </td>
  </tr>
</table>
</body>
</html>
`;

const renderText = (content: EmailContent): string =>
  [
    `${MAIL_BRAND.groupName} ${MAIL_BRAND.product}`,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((text) => [text, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.footnotes ?? []).flatMap((text) => [text, '']),
    '--',
    `${MAIL_BRAND.groupName} · ${MAIL_BRAND.address}`,
    '',
  ].join('\n');

export const renderEmail = (content: EmailContent): RenderedEmail => ({
  subject: content.subject,
  html: renderHtml(content),
  text: renderText(content),
});
