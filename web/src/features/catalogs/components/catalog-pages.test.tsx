import { catalogInUseMessage, MESSAGES, ROUTES, type CatalogKind } from '@careers/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { UploadProgress } from '@/lib/firebase/upload';
import { answerCallables, callable } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { createTestQueryClient } from '@/testing/query-client';
import { deferred, renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { catalogEntryQueryKey, type CatalogEntry } from '../api/get-catalog-entries';
import { CATALOGS } from '../utils/catalog-config';

import { CatalogFormPage } from './catalog-form-page';
import { CatalogListPage } from './catalog-list-page';

// The external boundaries: our callables, Firestore (the catalog reads and a new document id) and
// Storage uploads. Everything between them and the screen (formik, the domain schemas, the grid,
// the dialogs, the router) is real.
const boundary = vi.hoisted(() => ({
  /** The catalogs as Firestore holds them, by collection. */
  stored: {} as Record<string, { id: string; title: string; [field: string]: unknown }[]>,
  uploads: [] as { path: string; file: File; contentType: string; cancel: () => void }[],
  progress: new Map<string, UploadProgress | Error>(),
  listeners: new Set<() => void>(),
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/load-firestore', () => {
  type Ref = { path: string[]; withConverter: () => Ref };
  const ref = (path: string[]): Ref => ({ path, withConverter: () => ref(path) });
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        collection: (_db: unknown, name: string) => ref([name]),
        // doc(collectionRef) makes a new id; doc(db, collection, id) addresses one.
        doc: (...args: unknown[]) =>
          args.length === 1 ? { id: 'new-department-1' } : ref([args[1] as string, args[2] as string]),
        getDocs: ({ path: [name = ''] }: Ref) =>
          Promise.resolve({
            docs: (boundary.stored[name] ?? []).map((entry) => ({ data: () => entry })),
          }),
        getDoc: ({ path: [name = '', id] }: Ref) =>
          Promise.resolve({ data: () => boundary.stored[name]?.find((entry) => entry.id === id) }),
      }),
  };
});

vi.mock('@/lib/firebase/upload', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    boundary.listeners.add(listener);
    return () => boundary.listeners.delete(listener);
  };
  return {
    useStartUpload: () => (path: string, file: File, contentType: string) => {
      const cancel = vi.fn();
      boundary.uploads.push({ path, file, contentType, cancel });
      boundary.progress.set(path, {
        state: 'running',
        bytesTransferred: 0,
        totalBytes: file.size,
        percent: 0,
        fullPath: path,
      });
      return Promise.resolve({ task: { cancel }, ref: { fullPath: path } });
    },
    // As reactfire's useStorageTask: the progress, or the upload's error thrown to the boundary.
    useUploadProgress: (upload: { ref: { fullPath: string } }) => {
      const progress = useSyncExternalStore(subscribe, () => boundary.progress.get(upload.ref.fullPath));
      if (progress instanceof Error) throw progress;
      if (!progress) throw new Error('No such upload');
      return progress;
    },
  };
});

/** Moves the newest upload along: a percentage, 'success', or a Storage error. */
const moveUpload = (to: number | 'success' | Error) => {
  const upload = boundary.uploads.at(-1);
  if (!upload) throw new Error('No upload was started');
  const total = upload.file.size;
  act(() => {
    boundary.progress.set(
      upload.path,
      to instanceof Error
        ? to
        : {
            state: to === 'success' ? 'success' : 'running',
            bytesTransferred: to === 'success' ? total : Math.round((total * to) / 100),
            totalBytes: total,
            percent: to === 'success' ? 100 : to,
            fullPath: upload.path,
          },
    );
    for (const listener of boundary.listeners) listener();
  });
};

const HREFS = {
  companies: ROUTES.companies,
  departments: ROUTES.departments,
  degrees: ROUTES.educations,
  screeningQuestions: ROUTES.employmentQuestions,
} as const;

function EditRoute({ kind }: { kind: CatalogKind }) {
  const { id = '' } = useParams();
  return <CatalogFormPage kind={kind} id={id} />;
}

/** The catalog's three pages in a memory router at `path`; `seed` fills the query cache. */
const renderCatalog = (
  kind: CatalogKind,
  path: string,
  seed: Parameters<typeof createTestQueryClient>[0] = [],
) => {
  const routes = HREFS[kind];
  return renderRoutes(
    [
      { path: routes.list.path, element: <CatalogListPage kind={kind} /> },
      { path: routes.new.path, element: <CatalogFormPage kind={kind} id={null} /> },
      { path: routes.edit.path, element: <EditRoute kind={kind} /> },
    ],
    {
      path,
      session: testSessions.admin,
      queryClient: createTestQueryClient(seed),
      // As a user who switches the file dialog to "All files": the page must check the type itself.
      userOptions: { applyAccept: false },
    },
  );
};

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeEach(() => {
  answerCallables({});
  boundary.stored = {};
  boundary.uploads = [];
  boundary.progress.clear();
  boundary.listeners.clear();
  globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
  globalThis.URL.revokeObjectURL = vi.fn();
});

describe('catalog form: employment question', () => {
  const newPage = ROUTES.employmentQuestions.new.getHref();

  it("checks title and character limit with the domain's schema before calling the server", async () => {
    const create = callable('createCatalogEntry');
    const { user } = renderCatalog('screeningQuestions', newPage);
    await user.click(await screen.findByRole('button', { name: 'Post' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    const limit = screen.getByRole('spinbutton', { name: 'Character limit' });
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Limit is required.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required.');

    await user.type(limit, '0');
    expect(await screen.findByText('Limit must be at least 1 character.')).toBeInTheDocument();
    await user.clear(limit);
    await user.type(limit, '6000');
    expect(await screen.findByText('Limit must be at most 5000 characters.')).toBeInTheDocument();
    await user.clear(limit);
    await user.type(limit, '12.5');
    expect(await screen.findByText('Limit must be a whole number of characters.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("posts, shows the server's message and returns to the list", async () => {
    const create = callable('createCatalogEntry');
    const pending = deferred<unknown>();
    create.mockReturnValue(pending.promise);
    const { user, router } = renderCatalog('screeningQuestions', newPage);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  What is your notice period?');
    await user.type(screen.getByRole('spinbutton', { name: 'Character limit' }), '140');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    });
    expect(create).toHaveBeenCalledExactlyOnceWith({
      kind: 'screeningQuestions',
      entry: { title: '  What is your notice period?', limit: 140 },
    });
    boundary.stored['screeningQuestions'] = [{ id: 'q9', title: 'What is your notice period?', limit: 140 }];
    pending.resolve({ id: 'q9', message: 'Employment question has been created.' });

    expect(await screen.findByText('Employment question has been created.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(ROUTES.employmentQuestions.list.getHref());
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employment Questions' }),
    ).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields until the field is changed", async () => {
    callable('createCatalogEntry').mockRejectedValue(
      callableRefusal('invalid-input', 'Invalid input', {
        title: 'Title must be at most 500 characters.',
        kind: 'Kind must be one of …',
      }),
    );
    const { user } = renderCatalog('screeningQuestions', newPage);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, 'Why us?');
    await user.type(screen.getByRole('spinbutton', { name: 'Character limit' }), '300');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => {
      expect(title).toHaveAccessibleDescription('Title must be at most 500 characters.');
    });
    // A message about no field on the page is not lost: it shows above the buttons.
    expect(screen.getByRole('alert')).toHaveTextContent('Kind must be one of …');
    await user.type(title, '!');
    expect(title).not.toHaveAccessibleDescription();
  });

  it('edits an entry: the form starts from it and asks before leaving with unsaved changes', async () => {
    const entry: CatalogEntry = { id: 'q1', title: 'Can you work shifts?', limit: 200 };
    const update = callable('updateCatalogEntry');
    const { user, router } = renderCatalog(
      'screeningQuestions',
      ROUTES.employmentQuestions.edit.getHref('q1'),
      [[catalogEntryQueryKey('screeningQuestions', 'q1'), entry]],
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Employment Question' })).toBeInTheDocument();
    expect(title).toHaveValue('Can you work shifts?');
    expect(screen.getByRole('spinbutton', { name: 'Character limit' })).toHaveValue(200);

    await user.type(title, ' At night?');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe(ROUTES.employmentQuestions.edit.getHref('q1'));

    update.mockResolvedValue({ id: 'q1', message: 'Employment question has been updated.', jobsUpdated: 2 });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(update).toHaveBeenCalledExactlyOnceWith({
      kind: 'screeningQuestions',
      id: 'q1',
      entry: { title: 'Can you work shifts? At night?', limit: 200 },
    });
    expect(await screen.findByText('Employment question has been updated.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(ROUTES.employmentQuestions.list.getHref());
    });
  });

  it('says so when the entry does not exist', async () => {
    renderCatalog('screeningQuestions', ROUTES.employmentQuestions.edit.getHref('gone'));
    expect(
      await screen.findByText('There is no such employment question. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Employment Questions' })).toHaveAttribute(
      'href',
      ROUTES.employmentQuestions.list.getHref(),
    );
  });
});

describe('catalog form: department picture', () => {
  const newPage = ROUTES.departments.new.getHref();
  const png = (name = 'dyeing.png', size = PNG_BYTES.length) =>
    new File([PNG_BYTES, new Uint8Array(Math.max(0, size - PNG_BYTES.length))], name, { type: 'image/png' });
  const fileInput = () =>
    screen.getByRole('group', { name: /^Picture/ }).querySelector<HTMLInputElement>('input[type=file]')!;

  it('requires a picture, refuses a large or wrong file, and uploads to the new department with progress', async () => {
    const create = callable('createCatalogEntry');
    create.mockResolvedValue({ id: 'new-department-1', message: 'Department has been created.' });
    const { user, router } = renderCatalog('departments', newPage);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dyeing');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Batch and continuous dyeing.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const picture = screen.getByRole('group', { name: /^Picture/ });
    expect(await within(picture).findByText(MESSAGES.pictureRequired)).toBeInTheDocument();

    await user.upload(fileInput(), png('huge.png', 1_572_865));
    expect(within(picture).getByText(MESSAGES.pictureTooLarge)).toBeInTheDocument();
    await user.upload(fileInput(), new File(['GIF89a'], 'loom.gif', { type: 'image/gif' }));
    expect(within(picture).getByText(MESSAGES.pictureType)).toBeInTheDocument();
    expect(boundary.uploads).toEqual([]);

    await user.upload(fileInput(), png());
    expect(boundary.uploads).toHaveLength(1);
    const [upload] = boundary.uploads;
    expect(upload?.path).toMatch(/^departments\/new-department-1\/[0-9a-f-]{36}-dyeing\.png$/);
    expect(upload?.contentType).toBe('image/png');
    moveUpload(40);
    expect(screen.getByRole('progressbar', { name: 'Uploading the picture' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Uploading dyeing.png: 40%')).toBeInTheDocument();
    // Saving waits for the upload.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    moveUpload('success');
    expect(await screen.findByRole('img', { name: "The department's picture" })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByText(MESSAGES.pictureRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(create).toHaveBeenCalledExactlyOnceWith({
      kind: 'departments',
      entry: {
        id: 'new-department-1',
        title: 'Dyeing',
        description: 'Batch and continuous dyeing.',
        picturePath: upload?.path,
      },
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(ROUTES.departments.list.getHref());
    });
  });

  it('keeps the saved picture when an upload is cancelled or fails, and sends only a new one', async () => {
    const saved = { path: 'departments/spinning/old.png', url: 'https://storage.test/old.png' };
    const entry: CatalogEntry = { id: 'spinning', title: 'Spinning', description: 'Yarn.', image: saved };
    const update = callable('updateCatalogEntry');
    update.mockResolvedValue({ id: 'spinning', message: 'Department has been updated.', jobsUpdated: 0 });
    const { user } = renderCatalog('departments', ROUTES.departments.edit.getHref('spinning'), [
      [catalogEntryQueryKey('departments', 'spinning'), entry],
    ]);
    expect(await screen.findByRole('img', { name: "The department's picture" })).toHaveAttribute(
      'src',
      saved.url,
    );

    await user.upload(fileInput(), png('new.png'));
    expect(boundary.uploads[0]?.path).toMatch(/^departments\/spinning\//);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(boundary.uploads[0]?.cancel).toHaveBeenCalledOnce();
    expect(screen.getByText('Upload cancelled. The picture is unchanged.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.upload(fileInput(), png('again.png'));
    // The failure is reported to the console by the error boundary; keep the output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    moveUpload(
      Object.assign(new Error('Firebase Storage: User does not have permission'), {
        code: 'storage/unauthorized',
      }),
    );
    expect(await screen.findByText(/The upload did not finish/)).toBeInTheDocument();
    quiet.mockRestore();
    expect(screen.getByRole('img', { name: "The department's picture" })).toHaveAttribute('src', saved.url);

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ring Spinning');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(update).toHaveBeenCalledExactlyOnceWith({
      kind: 'departments',
      id: 'spinning',
      entry: { title: 'Ring Spinning', description: 'Yarn.' },
    });
  });
});

describe('catalog list', () => {
  const COMPANIES = [
    { id: 'sunehri', title: 'Sunehri Spinning Mills Limited' },
    { id: 'weaving', title: 'Sunehri Weaving Limited' },
  ];

  it("shows the spec's empty message", async () => {
    boundary.stored['degrees'] = [];
    renderCatalog('degrees', ROUTES.educations.list.getHref());
    expect(await screen.findByText(MESSAGES.noEducations)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      ROUTES.educations.new.getHref(),
    );
  });

  it('lists the entries with edit links, and asks before deleting', async () => {
    boundary.stored['companies'] = COMPANIES;
    const remove = callable('deleteCatalogEntry');
    remove.mockImplementation(() => {
      boundary.stored['companies'] = COMPANIES.slice(1);
      return Promise.resolve({ id: 'sunehri', message: 'Company has been deleted.' });
    });
    const { user } = renderCatalog('companies', ROUTES.companies.list.getHref());
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    expect(await within(grid).findByText('Sunehri Spinning Mills Limited')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Edit Sunehri Weaving Limited' })).toHaveAttribute(
      'href',
      ROUTES.companies.edit.getHref('weaving'),
    );

    await user.click(within(grid).getByRole('button', { name: 'Delete Sunehri Spinning Mills Limited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Sunehri Spinning Mills Limited"?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledExactlyOnceWith({ kind: 'companies', id: 'sunehri' });
    expect(await screen.findByText('Company has been deleted.')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(grid).queryByText('Sunehri Spinning Mills Limited')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows the refusal naming the jobs that use the entry, and keeps it', async () => {
    boundary.stored['companies'] = COMPANIES;
    const refusal = catalogInUseMessage(CATALOGS.companies.label, 'Sunehri Spinning Mills Limited', {
      noun: 'job',
      titles: ['Ring Frame Supervisor', 'Boiler Operator', 'Quality Inspector'],
      count: 5,
    });
    callable('deleteCatalogEntry').mockRejectedValue(callableRefusal('in-use', refusal));
    const { user } = renderCatalog('companies', ROUTES.companies.list.getHref());
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    await user.click(
      await within(grid).findByRole('button', { name: 'Delete Sunehri Spinning Mills Limited' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      "Company 'Sunehri Spinning Mills Limited' is used by 5 jobs: 'Ring Frame Supervisor', 'Boiler Operator', 'Quality Inspector' and 2 more. Change or delete those jobs first.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(grid).getByText('Sunehri Spinning Mills Limited')).toBeInTheDocument();
  });
});
