import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.ts';
import { buildZip, DOCX_PARTS } from './fixtures/zip-fixtures.ts';
import {
  detectProfileFileType,
  freeProfileUploadSlots,
  isInProfileFileFolder,
  leadingBytesAllow,
  PROFILE_FILE_RULES,
  PROFILE_UPLOAD_SLOT_NAMES,
  PROFILE_UPLOAD_SLOTS,
  profileUploadPath,
  profileUploadSlotPath,
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

  it('names a fixed set of upload slots per kind, with no user file name in them', () => {
    expect(PROFILE_UPLOAD_SLOTS).toBe(4);
    expect(PROFILE_UPLOAD_SLOT_NAMES).toEqual(['upload-1', 'upload-2', 'upload-3', 'upload-4']);
    expect(profileUploadSlotPath('u1', 'resume', 'upload-2')).toBe('candidates/u1/resume/upload-2');
    expect(profileUploadSlotPath('u1', 'avatar', 'upload-4')).toBe('candidates/u1/avatar/upload-4');
    for (const slot of PROFILE_UPLOAD_SLOT_NAMES)
      expect(isInProfileFileFolder('u1', 'resume', profileUploadSlotPath('u1', 'resume', slot))).toBe(true);
  });

  it('offers the slots no object holds, in order, never the current file’s', () => {
    const slot = (name: string) => profileUploadSlotPath('u1', 'resume', name);
    expect(freeProfileUploadSlots('u1', 'resume', [], null)).toEqual(PROFILE_UPLOAD_SLOT_NAMES.map(slot));
    expect(freeProfileUploadSlots('u1', 'resume', [slot('upload-1'), slot('upload-3')], null)).toEqual([
      slot('upload-2'),
      slot('upload-4'),
    ]);
    // The profile's file is skipped even when its object is gone (no upload under the name it holds).
    expect(freeProfileUploadSlots('u1', 'resume', [slot('upload-2')], slot('upload-1'))).toEqual([
      slot('upload-3'),
      slot('upload-4'),
    ]);
    // A current file under an older name (a unique one) takes no slot.
    expect(
      freeProfileUploadSlots('u1', 'resume', [slot('upload-1')], 'candidates/u1/resume/a1b2-cv.pdf'),
    ).toEqual([slot('upload-2'), slot('upload-3'), slot('upload-4')]);
    // Objects of the other kind or someone else's do not count.
    expect(
      freeProfileUploadSlots('u1', 'avatar', [slot('upload-1'), 'candidates/u2/avatar/upload-1'], null),
    ).toHaveLength(4);
    expect(freeProfileUploadSlots('u1', 'resume', PROFILE_UPLOAD_SLOT_NAMES.map(slot), null)).toEqual([]);
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
