// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { makeJob } from '@/testing/fixtures';

import { directionsUrl } from './directions';
import { buildJobPosting, credentialCategoryOf, serializeJsonLd } from './job-posting';

describe('credentialCategoryOf', () => {
  it.each([
    ['Matric (SSC)', 'high school'],
    ['Intermediate (FSc / ICS / I.Com / FA)', 'high school'],
    ['DAE Textile Spinning / Weaving', 'associate degree'],
    ['BSc Textile Engineering', 'bachelor degree'],
    ['BS Computer Science', 'bachelor degree'],
    ['BBA', 'bachelor degree'],
    ['BCom', 'bachelor degree'],
    ['MBA', 'postgraduate degree'],
    ['MS Textile Engineering', 'postgraduate degree'],
    ['ACCA', 'professional certificate'],
    ['Chartered Accountant (ICAP)', 'professional certificate'],
    ['Something else', null],
  ])('reads %s as %s', (title, category) => {
    expect(credentialCategoryOf(title)).toBe(category);
  });
});

describe('buildJobPosting', () => {
  const now = Date.now();
  const input = (overrides: Parameters<typeof makeJob>[0] = {}) => ({
    job: { ...makeJob(overrides), id: 'job-1' },
    url: 'https://careers.example.test/job-detail/job-1',
    descriptionHtml: '<p>Text</p>',
    now,
  });

  it('asks for the lowest of several accepted degrees', () => {
    const posting = buildJobPosting(
      input({
        educations: [
          { id: 'ms', title: 'MS Textile Engineering' },
          { id: 'dae', title: 'DAE Textile' },
        ],
      }),
    );
    expect(posting?.['educationRequirements']).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'associate degree',
    });
  });

  it('leaves education out when no degree title says its level', () => {
    const posting = buildJobPosting(input({ educations: [{ id: 'x', title: 'Something else' }] }));
    expect(posting).not.toHaveProperty('educationRequirements');
  });

  it('is null for a job that is not open, hidden or past its end date', () => {
    expect(buildJobPosting(input({ status: 'archived' }))).toBeNull();
    expect(buildJobPosting(input({ hidden: true }))).toBeNull();
    expect(buildJobPosting(input({ endDate: new Date(now - 1) }))).toBeNull();
  });

  it('serializes so that no text can close the script element', () => {
    const json = serializeJsonLd({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

describe('directionsUrl', () => {
  const destination = { lat: 31.523551, lng: 74.3555 };

  it('goes from the visitor to the job', () => {
    expect(directionsUrl(destination, { lat: 31.5, lng: 74.35 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=31.500000,74.350000&destination=31.523551,74.355500',
    );
  });

  it('has only the destination without a position', () => {
    expect(directionsUrl(destination)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=31.523551,74.355500',
    );
  });
});
