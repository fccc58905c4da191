import { defaultRejectionText } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import {
  customMessageEmail,
  rejectionEmail,
  testInvitationEmail,
  textParagraphs,
} from './applicant-emails.ts';

describe('applicant emails', () => {
  it('test invitation: the instructions link as a button and as text, the test in words', () => {
    const email = testInvitationEmail({
      firstName: 'Ayesha',
      jobTitle: 'Spinning Shift Engineer',
      companyTitle: 'Sunehri Mills',
      testTitle: 'Spinning basics',
      timeMinutes: 30,
      totalQuestions: 20,
      instructionsLink: 'https://careers.example/user_tests/new/test/j1/t1/instructions',
    });
    expect(email.subject).toBe('Invitation to the test for Spinning Shift Engineer');
    expect(email.html).toContain('>Open the test instructions</a>');
    expect(
      email.html.match(/href="https:\/\/careers\.example\/user_tests\/new\/test\/j1\/t1\/instructions"/g),
    ).toHaveLength(2);
    expect(email.text).toContain('Hello Ayesha,');
    expect(email.text).toContain('Spinning Shift Engineer at Sunehri Mills has been shortlisted');
    expect(email.text).toContain('Spinning basics: 20 multiple-choice questions in 30 minutes.');
    expect(email.text).toContain(
      'Open the test instructions:\nhttps://careers.example/user_tests/new/test/j1/t1/instructions',
    );
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it("rejection: the admin's text in paragraphs, the job in the subject, the text escaped in HTML", () => {
    const email = rejectionEmail({
      firstName: 'Omar',
      jobTitle: '<b>Dyer</b>',
      body: `${defaultRejectionText('Dyer')}\n\n<script>alert(1)</script>`,
    });
    expect(email.subject).toBe('Your application for <b>Dyer</b>');
    expect(email.text).toContain('Hello Omar,\n\nThank you for your interest in the position of Dyer');
    expect(email.text).toContain('\n\nWe wish you every success.\n\n');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(email.html).toContain('<title>Your application for &#60;b&#62;Dyer&#60;/b&#62;</title>');
    expect(email.html.match(/<p style="margin:0 0 16px;color:#1C1F2A">/g)).toHaveLength(5);
  });

  it("custom message: the admin's subject as subject and heading", () => {
    const email = customMessageEmail({
      firstName: 'Hina',
      jobTitle: 'Weaver',
      subject: 'Documents',
      body: 'Please bring your degree.',
      applicationsLink: 'https://careers.example/my-applications',
    });
    expect(email.subject).toBe('Documents');
    expect(email.html).toContain('>Documents</h1>');
    expect(email.text).toContain('This message is about your application for Weaver at Textile Group.');
  });

  it('splits text into paragraphs at blank lines and keeps single line breaks', () => {
    expect(textParagraphs('One\r\nline two\n\n \n\nThree  \n')).toEqual(['One\nline two', 'Three']);
    expect(textParagraphs('   ')).toEqual([]);
  });
});
