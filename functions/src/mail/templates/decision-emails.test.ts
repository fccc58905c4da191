import { describe, expect, it } from 'vitest';

import { notSelectedEmail, selectedEmail } from './decision-emails.ts';

const input = {
  firstName: 'Nida',
  jobTitle: 'Autoconer Supervisor',
  companyTitle: 'Sunehri Mills',
  applicationsLink: 'https://careers.example/my-applications',
};

describe('decision emails', () => {
  it('selected: says so, names the job and company, links My applications', () => {
    const email = selectedEmail(input);
    expect(email.subject).toBe('You have been selected: Autoconer Supervisor');
    expect(email.text).toContain('Hello Nida,');
    expect(email.text).toContain('selected for the position of Autoconer Supervisor at Sunehri Mills.');
    expect(email.html).toContain('href="https://careers.example/my-applications"');
  });

  it("not selected: the rejection's default words, without the company when there is none", () => {
    const email = notSelectedEmail({ ...input, companyTitle: null, firstName: ' ' });
    expect(email.subject).toBe('Your application for Autoconer Supervisor');
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('we have decided not to take your application further');
    expect(email.text).not.toContain('selected for the position');
  });
});
