import { useState } from 'react';

import { useStartUpload } from '@/lib/firebase/upload';

import { contentTypeOf, type UploadNote, type UploadRun } from './file-upload-field';

/**
 * What an upload control keeps between renders: the upload under way (FileUploadField's `run`) and
 * what the field last said (its `note`). The caller checks a file before `start`; the run shows
 * once the transfer is under way (the Storage SDK loads with the first upload), and `failed` is
 * called when it could not start; `end` closes the run with its outcome; `cancel` also stops the
 * transfer.
 */
export function useUploadRun() {
  const startUpload = useStartUpload();
  const [run, setRun] = useState<UploadRun | null>(null);
  const [note, setNote] = useState<UploadNote | null>(null);

  const end = (outcome: UploadNote) => {
    setRun(null);
    setNote(outcome);
  };

  return {
    run,
    note,
    /** Says something with no upload under way (a file refused before it is sent). */
    say: setNote,
    start: (path: string, file: File, failed: () => void) => {
      setNote(null);
      startUpload(path, file, contentTypeOf(file)).then((upload) => setRun({ upload, file }), failed);
    },
    end,
    cancel: (text: string) => {
      run?.upload.task.cancel();
      end({ severity: 'info', text });
    },
  };
}
