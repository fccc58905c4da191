import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.ts';
import { buildZip, DOCX_PARTS } from './fixtures/zip-fixtures.ts';
import {
  detectProfileFileType,
  isInProfileFileFolder,
  leadingBytesAllow,
  PROFILE_FILE_RULES,
  profileUploadPath,
  safeStorageFileName,
} from './profile-files.ts';

const text = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0));
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('profile files', () => {
  it('carries the spec limits and messages of each kind', () => {
    expect(PROFILE_FILE_RULES.resume).toMatchObject({ maxBytes: 3145728, tooLarge: MESSAGES.resumeTooLarge });
    expect(PROFILE_FILE_RULES.avatar).toMatchObject({
      maxBytes: 1572864,
      tooLarge: MESSAGES.pictureTooLarge,
    });
  });

  it('accepts only files directly inside the candidate’s own folder of that kind', () => {
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u1/resume/cv.pdf')).toBe(true);
    expect(isInProfileFileFolder('u1', 'avatar', 'candidates/u1/avatar/me.png')).toBe(true);
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u2/resume/cv.pdf')).toBe(false);
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u1/avatar/cv.pdf')).toBe(false);
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u1/resume/')).toBe(false);
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u1/resume/x/cv.pdf')).toBe(false);
    expect(isInProfileFileFolder('u1', 'resume', 'candidates/u10/resume/cv.pdf')).toBe(false);
  });

  it('names uploads uniquely and safely, keeping the extension', () => {
    expect(profileUploadPath('u1', 'resume', 'My CV (final).pdf', 'a1b2')).toBe(
      'candidates/u1/resume/a1b2-My-CV-final-.pdf',
    );
    expect(profileUploadPath('u1', 'avatar', '../../etc/passwd', 'x9')).toBe(
      'candidates/u1/avatar/x9-passwd',
    );
    expect(safeStorageFileName(`${'a'.repeat(300)}.docx`)).toMatch(/^a{95}\.docx$/);
    expect(safeStorageFileName('...')).toBe('file');
  });

  it('tells the real type from the bytes, per kind', () => {
    const pdf = text('%PDF-1.4\n');
    const docx = buildZip(DOCX_PARTS);
    expect(detectProfileFileType('resume', pdf, pdf, pdf.length)).toBe('application/pdf');
    expect(detectProfileFileType('resume', docx.subarray(0, 8), docx, docx.length)).toMatch(
      /wordprocessingml/,
    );
    expect(detectProfileFileType('resume', PNG, PNG, PNG.length)).toBeNull();
    expect(detectProfileFileType('avatar', PNG, PNG, PNG.length)).toBe('image/png');
    expect(detectProfileFileType('avatar', pdf, pdf, pdf.length)).toBeNull();
  });

  it('judges a file still arriving by its first bytes: any ZIP may still be a DOCX', () => {
    expect(leadingBytesAllow('resume', text('%PDF-1.7'))).toBe(true);
    expect(leadingBytesAllow('resume', text('PK\u0003\u0004....'))).toBe(true);
    expect(leadingBytesAllow('resume', text('<html><b'))).toBe(false);
    expect(leadingBytesAllow('avatar', PNG)).toBe(true);
    expect(leadingBytesAllow('avatar', text('GIF89a..'))).toBe(false);
  });
});
