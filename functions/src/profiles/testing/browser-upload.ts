// The Firebase Storage REST API (v0) as the web SDK's `uploadBytesResumable` and `getBytes` speak
// it, against the Storage emulator: a resumable upload in 256 KiB chunks, each acknowledged with the
// bytes received so far (what the SDK turns into progress events), and a download of the bytes.

const CHUNK = 256 * 1024;

const storageBase = (bucket: string): string =>
  `http://${process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? ''}/v0/b/${encodeURIComponent(bucket)}/o`;

/** Uploads `bytes` to `path` as the signed-in candidate; returns the progress reported after each chunk. */
export const uploadLikeBrowser = async (input: {
  bucket: string;
  path: string;
  bytes: Buffer;
  contentType: string;
  idToken: string;
}): Promise<{ progress: number[] }> => {
  const { bucket, path, bytes, contentType, idToken } = input;
  const auth = { authorization: `Firebase ${idToken}` };
  const start = await fetch(`${storageBase(bucket)}?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json; charset=utf-8',
      'x-goog-upload-protocol': 'resumable',
      'x-goog-upload-command': 'start',
      'x-goog-upload-header-content-length': String(bytes.length),
      'x-goog-upload-header-content-type': contentType,
    },
    body: JSON.stringify({ name: path, contentType }),
  });
  const uploadUrl = start.headers.get('x-goog-upload-url');
  if (!start.ok || !uploadUrl) throw new Error(`upload start failed: ${String(start.status)}`);

  const progress: number[] = [];
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const chunk = bytes.subarray(offset, offset + CHUNK);
    const last = offset + chunk.length >= bytes.length;
    const response = await fetch(uploadUrl, {
      method: 'POST',
      headers: {
        ...auth,
        'x-goog-upload-command': last ? 'upload, finalize' : 'upload',
        'x-goog-upload-offset': String(offset),
      },
      body: chunk,
    });
    if (!response.ok) throw new Error(`upload chunk at ${String(offset)} failed: ${String(response.status)}`);
    progress.push(last ? bytes.length : Number(response.headers.get('x-goog-upload-size-received')));
  }
  return { progress };
};

/** The object's bytes, fetched as the web SDK's getBytes does. */
export const downloadLikeBrowser = async (input: {
  bucket: string;
  path: string;
  idToken: string;
}): Promise<Buffer> => {
  const response = await fetch(`${storageBase(input.bucket)}/${encodeURIComponent(input.path)}?alt=media`, {
    headers: { authorization: `Firebase ${input.idToken}` },
  });
  if (!response.ok) throw new Error(`download failed: ${String(response.status)}`);
  return Buffer.from(await response.arrayBuffer());
};
