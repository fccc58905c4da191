import { runInNewContext } from 'node:vm';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { framedMessageHtml, startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const decodeAttribute = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The inbox page's message frames, with their attributes decoded. */
const framesIn = (page: string) =>
  [...page.matchAll(/<iframe ([^>]*)><\/iframe>/g)].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1]!,
        decodeAttribute(attribute[2] ?? ''),
      ]),
    ),
  );

describe('mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher.close();
  });
  beforeEach(() => {
    catcher.clear();
  });

  const send = (message: { subject: string; text?: string; html?: string }) =>
    createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true }).sendMail({
      from: 'careers@group.test',
      to: 'sana@example.com',
      ...message,
    });
  const inbox = async () => (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();

  it('keeps a calendar invitation with its METHOD and text, and names other attachments', async () => {
    const calendar =
      'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:x@test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    }).sendMail({
      from: 'careers@group.test',
      to: 'sana@example.com',
      subject: 'Interview',
      text: 'See you.',
      icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: calendar },
      attachments: [
        { filename: 'notes.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
      ],
    });
    const [message] = catcher.messages();
    const calendarParts = message?.attachments.filter((part) => part.text !== null) ?? [];
    expect(calendarParts.map((part) => part.contentType).sort()).toEqual([
      'application/ics',
      'text/calendar',
    ]);
    expect(calendarParts.find((part) => part.contentType === 'text/calendar')?.method).toBe('REQUEST');
    for (const part of calendarParts) expect(part.text).toContain('UID:x@test');
    expect(message?.attachments.find((part) => part.filename === 'notes.pdf')).toEqual({
      filename: 'notes.pdf',
      disposition: 'attachment',
      contentType: 'application/pdf',
      method: null,
      text: null,
    });
  });

  it('catches a message sent over SMTP and serves it, with its links, as JSON', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'careers@group.test',
      to: 'Sana@Example.com',
      subject: 'Confirm your email',
      text: 'Open http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&oobCode=xyz to confirm.',
      html: '<p><a href="http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&amp;oobCode=xyz">Confirm</a></p>',
    });

    const response = await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages?to=sana@example.com`);
    const messages = (await response.json()) as { subject: string; links: string[]; to: string[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Confirm your email');
    expect(messages[0]?.to).toEqual(['sana@example.com']);
    expect(messages[0]?.links).toEqual(['http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&oobCode=xyz']);

    const page = await (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();
    expect(page).toContain('Confirm your email');

    await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages`, { method: 'DELETE' });
    expect(catcher.messages()).toEqual([]);
  });

  const CONFIRM_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Confirm</title></head>
<body><p>Hello Sana,</p><p><a href="http://127.0.0.1:5173/confirm/abc?oobCode=xyz">Confirm email address</a></p>
<script>document.body.textContent = 'scripts ran'</script></body></html>`;

  it('shows an HTML message in a frame whose links open in a new tab, with its scripts and forms off', async () => {
    await send({ subject: 'Confirm your email', html: CONFIRM_HTML });
    const frames = framesIn(await inbox());
    expect(frames).toHaveLength(1);
    const sandbox = frames[0]!.sandbox!.split(/\s+/);
    // A click opens a tab, and that tab is the app, which needs scripts: it leaves the sandbox.
    expect(sandbox).toEqual(expect.arrayContaining(['allow-popups', 'allow-popups-to-escape-sandbox']));
    for (const power of ['allow-scripts', 'allow-forms', 'allow-top-navigation', 'allow-modals'])
      expect(sandbox).not.toContain(power);
    expect(frames[0]!.title).toBe('Confirm your email');

    const shown = frames[0]!.srcdoc!;
    expect(shown).toBe(framedMessageHtml(catcher.messages()[0]!.html));
    // <base target="_blank"> in the head: every link opens a new tab; the doctype stays first, so
    // the message keeps its standards-mode layout.
    expect(shown.startsWith('<!doctype html>')).toBe(true);
    expect(shown).toMatch(/<head><base target="_blank"><meta charset="utf-8">/);
    expect(shown).toContain(
      '<a href="http://127.0.0.1:5173/confirm/abc?oobCode=xyz">Confirm email address</a>',
    );
  });

  it.each([
    [
      'a document with a head',
      '<!DOCTYPE html><html><HEAD lang="x"><title>t</title></HEAD><body>b</body></html>',
      '<!DOCTYPE html><html><HEAD lang="x"><base target="_blank"><title>t</title></HEAD><body>b</body></html>',
    ],
    [
      'a document without a head',
      '<!doctype html><html lang="en"><body><a href="x">x</a></body></html>',
      '<!doctype html><html lang="en"><base target="_blank"><body><a href="x">x</a></body></html>',
    ],
    [
      'a doctype and a fragment',
      '<!doctype html><p><a href="x">x</a></p>',
      '<!doctype html><base target="_blank"><p><a href="x">x</a></p>',
    ],
    ['a bare fragment', '<p><a href="x">x</a></p>', '<base target="_blank"><p><a href="x">x</a></p>'],
  ])('puts the new-tab <base> where it applies in %s', (_, html, framed) => {
    expect(framedMessageHtml(html)).toBe(framed);
  });

  it('turns the addresses in a text-only message into links that open a new tab', async () => {
    await send({ subject: 'Reset', text: 'Open http://127.0.0.1:5173/reset/abc?a=1&b=<2> now.' });
    const page = await inbox();
    expect(framesIn(page)).toEqual([]);
    expect(page).toContain(
      'Open <a href="http://127.0.0.1:5173/reset/abc?a=1&#38;b=&#60;2&#62;" target="_blank" rel="noopener">http://127.0.0.1:5173/reset/abc?a=1&#38;b=&#60;2&#62;</a> now.',
    );
  });

  // The page's script, run against stand-ins for the browser's objects: the frame's height
  // follows its document's, no fixed height and no scroll bar of its own.
  it('sizes each message frame to its document: on load, on opening the message, on resize', async () => {
    await send({ subject: 'First', html: CONFIRM_HTML });
    await send({ subject: 'Second', html: '<p>short</p>' });
    const page = await inbox();
    expect(page).not.toMatch(/min-height:\s*320px/);
    const script = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(page)?.[1];
    expect(script).toBeDefined();

    type Listener = () => void;
    const makeFrame = (contentHeight: number) => {
      const listeners: Record<string, Listener[]> = {};
      const details = {
        listeners: [] as Listener[],
        addEventListener: (_: string, l: Listener) => details.listeners.push(l),
      };
      const frame = {
        contentHeight,
        offsetWidth: 0,
        style: { height: '' },
        contentDocument: {
          readyState: 'loading',
          documentElement: {
            // What a browser reports: the content, or the viewport (the frame's height) if taller.
            get scrollHeight() {
              return Math.max(frame.contentHeight, Number.parseInt(frame.style.height || '480', 10));
            },
          },
        },
        addEventListener: (type: string, l: Listener) => (listeners[type] ??= []).push(l),
        closest: () => details,
        fire: (type: string) => listeners[type]?.forEach((l) => l()),
        details,
      };
      return frame;
    };
    const frames = [makeFrame(617), makeFrame(90)];
    const windowListeners: Listener[] = [];
    runInNewContext(script!, {
      document: {
        querySelectorAll: (selector: string) => {
          expect(selector).toBe('iframe[data-message-frame]');
          return frames;
        },
      },
      addEventListener: (type: string, l: Listener) => {
        expect(type).toBe('resize');
        windowListeners.push(l);
      },
    });

    // Loaded inside a closed <details>: no width, nothing to measure yet.
    frames.forEach((frame) => frame.fire('load'));
    expect(frames.map((frame) => frame.style.height)).toEqual(['', '']);
    // Opened: laid out at full width, sized to the content (shrinking below the default too).
    frames.forEach((frame) => {
      frame.offsetWidth = 900;
      frame.details.listeners.forEach((l) => l());
    });
    expect(frames.map((frame) => frame.style.height)).toEqual(['617px', '90px']);
    // A narrower window wraps the text taller.
    frames[0]!.contentHeight = 836;
    windowListeners.forEach((l) => l());
    expect(frames.map((frame) => frame.style.height)).toEqual(['836px', '90px']);
  });
});
