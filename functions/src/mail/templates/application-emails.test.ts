import { describe, expect, it } from 'vitest';

import { cvSubmittedEmail } from './application-emails.ts';

describe('application emails', () => {
  const email = cvSubmittedEmail({
    firstName: 'Ayesha',
    jobTitle: 'Spinning Shift Engineer',
    resumeFileName: 'Ayesha CV.pdf',
    applicationsLink: 'https://careers.example/my-applications',
  });

  it('names the job and the CV, and links to My applications as a button and as text', () => {
    expect(email.subject).toBe('We have received your application: Spinning Shift Engineer');
    expect(email.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1C1F2A">Your CV has been submitted</h1>',
    );
    expect(email.html).toContain('Hello Ayesha,');
    expect(email.html).toContain('CV (Ayesha CV.pdf)');
    expect(email.html).toContain('>View my applications</a>');
    expect(email.html.match(/href="https:\/\/careers\.example\/my-applications"/g)).toHaveLength(2);
  });

  it('has a plain-text alternative with the same content', () => {
    expect(email.text).toContain('Your CV has been submitted');
    expect(email.text).toContain('the position of Spinning Shift Engineer at Textile Group');
    expect(email.text).toContain('View my applications:\nhttps://careers.example/my-applications');
    expect(email.text).toContain('you can withdraw it from My applications');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes the job title in the HTML', () => {
    const { html } = cvSubmittedEmail({
      firstName: '',
      jobTitle: '<b>Weaver</b>',
      resumeFileName: null,
      applicationsLink: 'https://careers.example/my-applications',
    });
    expect(html).not.toContain('<b>Weaver</b>');
    expect(html).toContain('&#60;b&#62;Weaver&#60;/b&#62;');
    expect(html).toContain('Hello,');
  });
});
