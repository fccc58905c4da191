import { MESSAGES } from '@careers/domain/constants';
import type { Profile } from '@careers/domain/types';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { auth, createUserWithEmailAndPassword } from '@/lib/firebase/auth-sdk';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { renderInRouter } from '@/testing/render-in-router';

import { RegisterScreen } from './register-screen';

// Registration down to the documents it writes, with Firebase replaced at its entry points in
// lib/firebase: the profile that `register` stores is what this test reads back. The real calls
// are covered end to end (e2e/specs/accounts-register.e2e.ts).

const setDoc = vi.fn((_reference: unknown, _data: Profile) => Promise.resolve());
const getDoc = vi.fn(() => Promise.resolve({ exists: () => false }));

vi.mock('@/lib/firebase/auth-sdk', () => ({
  auth: {},
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/firebase/load-firestore', () => ({ loadFirestore: vi.fn() }));
vi.mock('@/lib/firebase/loaders', () => ({
  loadCallable: () => Promise.resolve(() => Promise.resolve({ sentTo: 'sana@careers.test' })),
}));

const reference = { withConverter: () => reference };

const newUser = {
  uid: 'new-candidate',
  email: 'sana@careers.test',
  getIdToken: () => Promise.resolve('token'),
};

beforeEach(() => {
  setDoc.mockReset();
  setDoc.mockResolvedValue(undefined);
  getDoc.mockClear();
  Object.assign(auth, { currentUser: null });
  vi.mocked(createUserWithEmailAndPassword).mockReset();
  // As the SDK does: the new account is signed in.
  vi.mocked(createUserWithEmailAndPassword).mockImplementation(() => {
    Object.assign(auth, { currentUser: newUser });
    return Promise.resolve({ user: newUser } as never);
  });
  vi.mocked(loadFirestore).mockResolvedValue({ db: {}, doc: () => reference, getDoc, setDoc } as never);
});

const registerAt = async (path: string) => {
  const { user } = renderInRouter(<RegisterScreen />, { path });
  const form = await screen.findByRole('form', { name: 'Create your account' });
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sana');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Iqbal');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sana@careers.test');
  await user.type(screen.getByLabelText(/^Password/), 'Loom2026weave');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Loom2026weave');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => {
    expect(setDoc).toHaveBeenCalledTimes(1);
  });
  return { form, profile: setDoc.mock.calls[0]![1] };
};

const JOB_NOTICE = /Create your account to apply for the job you chose/;

describe('RegisterScreen', () => {
  it.each([
    ['job_id (the spec’s name)', '/register?job_id=shift-incharge-ring-spinning'],
    ['jobId (what Apply Now writes)', '/register?jobId=shift-incharge-ring-spinning'],
  ])('carries the job from %s into the new profile as firstJobId', async (_name, path) => {
    const { profile } = await registerAt(path);
    expect(screen.getByText(JOB_NOTICE)).toBeInTheDocument();
    expect(profile).toMatchObject({ firstName: 'Sana', firstJobId: 'shift-incharge-ring-spinning' });
  });

  it('prefers jobId when a link carries both names', async () => {
    const { profile } = await registerAt('/register?job_id=from-the-spec&jobId=from-apply-now');
    expect(profile.firstJobId).toBe('from-apply-now');
  });

  it.each([
    ['no job', '/register'],
    ['an empty job_id', '/register?job_id=%20'],
    ['a job_id that cannot be a job id', '/register?job_id=..%2Fprofiles%2Fx'],
  ])('registers without a job for %s, and says nothing about one', async (_name, path) => {
    const { profile } = await registerAt(path);
    expect(screen.queryByText(JOB_NOTICE)).not.toBeInTheDocument();
    expect(profile.firstJobId).toBeNull();
  });
});

describe('RegisterScreen when the profile cannot be created (issue 31)', () => {
  it('says so, and Create account again creates the profile for the account already made', async () => {
    setDoc.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderInRouter(<RegisterScreen />, { path: '/register' });
    await screen.findByRole('form', { name: 'Create your account' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Iqbal');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sana@careers.test');
    await user.type(screen.getByLabelText(/^Password/), 'Loom2026weave');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Loom2026weave');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.profileNotCreated);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(setDoc).toHaveBeenCalledTimes(2);
    });
    expect(createUserWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(setDoc.mock.calls[1]![1]).toMatchObject({ firstName: 'Sana', email: 'sana@careers.test' });
  });
});
