import { describe, expect, it } from 'vitest';

import { plainTextOf, sanitizeJobHtml } from './job-html.ts';

describe('job rich text', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>Role</h2><p>Run <strong>ring</strong> <em>frames</em></p><ul><li>Shifts</li></ul>';
    expect(sanitizeJobHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    expect(sanitizeJobHtml(html)).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('opens links in a new tab without a handle on the page', () => {
    expect(sanitizeJobHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });

  it('tells markup without text from text', () => {
    expect(plainTextOf('<p><br></p>')).toBe('');
    expect(plainTextOf('<p>Looms &amp; more</p>')).toBe('Looms &amp; more');
  });
});
