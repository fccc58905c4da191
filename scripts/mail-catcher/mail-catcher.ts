import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

// A local SMTP catcher with a web inbox: functions deliver mail to it in development and tests,
// nothing leaves the machine. The inbox page lists messages; `/api/messages` serves them as JSON
// for the e2e tests (which, for example, follow an email-confirmation link).

export type CaughtMessage = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link found in the message, in order: what a test clicks. */
  links: string[];
  /** Its Message-ID header (with the angle brackets), or null: the outbox sets it per message. */
  messageId: string | null;
  /**
   * Its attachments and non-text parts, in order. A calendar part (text/calendar or
   * application/ics: an interview's invitation) keeps its METHOD and its text, as calendar apps
   * read them; other parts only their name and type.
   */
  attachments: CaughtAttachment[];
  receivedAt: string;
};

export type CaughtAttachment = {
  filename: string | null;
  /** Its Content-Disposition ('attachment', 'inline'), or null when it has none. */
  disposition: string | null;
  contentType: string;
  /** The calendar part's METHOD (REQUEST, CANCEL), else null. */
  method: string | null;
  /** The calendar part's text (newlines as \n), else null. */
  text: string | null;
};

const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics']);

const caughtAttachment = (attachment: {
  filename: string | null;
  disposition: string | null;
  mimeType: string;
  method?: string;
  content: ArrayBuffer | Uint8Array | string;
}): CaughtAttachment => {
  const calendar = CALENDAR_TYPES.has(attachment.mimeType.toLowerCase());
  return {
    filename: attachment.filename,
    disposition: attachment.disposition,
    contentType: attachment.mimeType,
    method: attachment.method ?? null,
    text:
      calendar && typeof attachment.content === 'string'
        ? Buffer.from(attachment.content, 'base64').toString('utf8')
        : null,
  };
};

export type MailCatcher = {
  smtpPort: number;
  httpPort: number;
  messages: () => CaughtMessage[];
  clear: () => void;
  close: () => Promise<void>;
};

export type MailCatcherOptions = {
  host?: string;
  smtpPort?: number;
  httpPort?: number;
  log?: (line: string) => void;
};

const MAX_MESSAGES = 500;

const linksIn = (text: string, html: string): string[] => {
  const found = new Set<string>();
  for (const match of `${html}\n${text}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    found.add(match[0].replaceAll('&amp;', '&'));
  }
  return [...found];
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The message's HTML as the inbox frame shows it: every link opens in a new tab. A link that
 * navigated the frame itself would squeeze the page into the inbox, with scripts off (the app
 * would not run). `<base>` goes into the message's head so that a doctype stays first and the
 * message keeps its standards-mode layout.
 */
export const framedMessageHtml = (html: string): string => {
  const base = '<base target="_blank">';
  for (const tag of [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype\b[^>]*>/i]) {
    const match = tag.exec(html);
    if (match)
      return `${html.slice(0, match.index + match[0].length)}${base}${html.slice(match.index + match[0].length)}`;
  }
  return `${base}${html}`;
};

/** Plain-text messages: escaped, with their web addresses made into links (new tab, too). */
const linkedText = (text: string) =>
  escapeHtml(text).replace(
    /https?:\/\/[^\s"'<>)]+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`,
  );

// The frame keeps the message's scripts and forms off (no allow-scripts, no allow-forms). Links
// may open tabs (allow-popups), and those tabs leave the sandbox (allow-popups-to-escape-sandbox):
// the confirm and reset pages are the app, which needs its scripts. allow-same-origin lets the
// inbox page read the message's height to size the frame; with scripts off inside, the message
// cannot use that origin for anything.
const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-same-origin';

// Sizes each message frame to its document, so a message reads like the page around it, with no
// scroll bar of its own. A closed <details> lays its frame out at no width, so again on opening,
// and on resizing the window (narrower wraps taller).
const FIT_FRAMES_SCRIPT = `
const fit = (frame) => {
  const doc = frame.contentDocument;
  if (!doc || !doc.documentElement || !frame.offsetWidth) return;
  frame.style.height = '0px';
  frame.style.height = doc.documentElement.scrollHeight + 'px';
};
const frames = () => document.querySelectorAll('iframe[data-message-frame]');
for (const frame of frames()) {
  frame.addEventListener('load', () => fit(frame));
  if (frame.contentDocument && frame.contentDocument.readyState === 'complete') fit(frame);
  frame.closest('details').addEventListener('toggle', () => fit(frame));
}
addEventListener('resize', () => frames().forEach(fit));
`;

const inboxPage = (messages: CaughtMessage[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${messages.length})</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2433}
header{background:#1f3a5f;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
main{max-width:960px;margin:0 auto;padding:16px}
details{background:#fff;border:1px solid #d8dde6;border-radius:8px;margin:8px 0;padding:8px 14px}
summary{cursor:pointer;font-weight:600}
small{color:#4a5568}
iframe{display:block;width:100%;height:480px;border:1px solid #d8dde6;border-radius:6px;background:#fff;box-sizing:content-box}
pre{white-space:pre-wrap;overflow-wrap:anywhere}
button{font:inherit;padding:4px 12px;border-radius:6px;border:1px solid #fff;background:transparent;color:#fff;cursor:pointer}
</style></head><body>
<header><h1 style="font-size:18px;margin:0">Local inbox — ${messages.length} message(s)</h1>
<form method="post" action="/clear"><button type="submit">Clear all</button></form></header>
<main>${
  messages.length === 0
    ? '<p>No mail yet. Messages sent by the local stack appear here.</p>'
    : messages
        .slice()
        .reverse()
        .map(
          (
            message,
          ) => `<details data-message-id="${escapeHtml(message.id)}"><summary>${escapeHtml(message.subject || '(no subject)')}</summary>
<small>From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(', '))} — ${escapeHtml(message.receivedAt)}</small>
${message.html ? `<iframe data-message-frame title="${escapeHtml(message.subject)}" sandbox="${FRAME_SANDBOX}" srcdoc="${escapeHtml(framedMessageHtml(message.html))}"></iframe>` : `<pre>${linkedText(message.text)}</pre>`}
</details>`,
        )
        .join('\n')
}</main>
<script>${FIT_FRAMES_SCRIPT}</script>
</body></html>`;

export const startMailCatcher = async (options: MailCatcherOptions = {}): Promise<MailCatcher> => {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const messages: CaughtMessage[] = [];
  let sequence = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks), { attachmentEncoding: 'base64' })
          .then((email) => {
            const text = email.text ?? '';
            const html = email.html ?? '';
            sequence += 1;
            messages.push({
              id: String(sequence),
              from: email.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: email.subject ?? '',
              text,
              html,
              links: linksIn(text, html),
              messageId: email.messageId ?? null,
              attachments: email.attachments.map(caughtAttachment),
              receivedAt: new Date().toISOString(),
            });
            if (messages.length > MAX_MESSAGES) messages.shift();
            log(
              `[mail] ${email.subject ?? '(no subject)'} → ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`,
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to');
      const list = to ? messages.filter((message) => message.to.includes(to.toLowerCase())) : messages;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
      return;
    }
    if (
      (request.method === 'DELETE' && url.pathname === '/api/messages') ||
      (request.method === 'POST' && url.pathname === '/clear')
    ) {
      messages.length = 0;
      if (request.method === 'POST') response.writeHead(303, { location: '/' }).end();
      else response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(inboxPage(messages));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 1025, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 8025, host, () => resolve());
  });

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (http.address() as AddressInfo).port,
    messages: () => [...messages],
    clear: () => {
      messages.length = 0;
    },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
