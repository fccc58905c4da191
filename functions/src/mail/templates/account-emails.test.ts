import { describe, expect, it } from 'vitest';

import { passwordResetEmail, verificationEmail } from './account-emails.ts';

describe('account emails', () => {
  it('greet by first name and put the link in a button and as text', () => {
    const email = verificationEmail({ firstName: 'Ayesha', link: 'https://careers.example/confirm/abc' });
    expect(email.subject).toBe('Confirm your email address for Textile Group Careers');
    expect(email.html).toContain('<h1');
    expect(email.html).toContain('Hello Ayesha,');
    expect(email.html).toContain('>Confirm email address</a>');
    expect(email.html.match(/href="https:\/\/careers\.example\/confirm\/abc"/g)).toHaveLength(2);
    expect(email.text).toContain('Hello Ayesha,');
    expect(email.text).toContain('Confirm email address:\nhttps://careers.example/confirm/abc');
  });

  it('mark layout tables as presentation and hide the preheader from screen readers', () => {
    const { html } = passwordResetEmail({ firstName: null, link: 'https://careers.example/reset/x' });
    const tables = html.match(/<table\b[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toContain('role="presentation"');
    expect(html).toMatch(/<div style="display:none[^"]*" aria-hidden="true">Follow the link/);
    expect(html).toContain('<title>Reset your Textile Group Careers password</title>');
    expect(html).toContain('Hello,');
  });

  it('escapes what it is given', () => {
    const { html } = verificationEmail({
      firstName: '<script>x</script>',
      link: 'https://x.test/confirm/a"b',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('href="https://x.test/confirm/a&#34;b"');
  });
});
