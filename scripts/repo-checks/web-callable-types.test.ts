import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web app calls callables only through the domain's table (packages/domain/src/callables): a
// name the table lacks, or an input its entry does not take, must not compile. Code is planted at
// a real path of web/src and type-checked with web/tsconfig.json in memory (never written); its
// imports resolve against the real tree.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webConfig = `${repoRoot}web/tsconfig.json`;
const plantedPath = `${repoRoot}web/src/features/careers/api/planted-callables.ts`;

const compilerOptions = (() => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    webConfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${webConfig}`);
  return parsed.options;
})();

type Reported = { line: number; code: number; text: string };

/** tsc's errors in `code` placed at web/src/features/careers/api/planted-callables.ts. */
const typeCheck = (code: string): Reported[] => {
  const host = ts.createCompilerHost(compilerOptions, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === plantedPath || fileExists.call(host, file);
  host.readFile = (file) => (file === plantedPath ? code : readFile.call(host, file));
  host.getSourceFile = (file, language, onError, shouldCreate) =>
    file === plantedPath
      ? ts.createSourceFile(file, code, language, true)
      : getSourceFile.call(host, file, language, onError, shouldCreate);
  const program = ts.createProgram({ rootNames: [plantedPath], options: compilerOptions, host });
  const planted = program.getSourceFile(plantedPath)!;
  return [...program.getSyntacticDiagnostics(planted), ...program.getSemanticDiagnostics(planted)].map(
    (diagnostic) => ({
      line: planted.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
      code: diagnostic.code,
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }),
  );
};

const IMPORTS = [
  "import { useCallableMutation } from '@/hooks/use-callable-mutation';",
  "import { loadCallable } from '@/lib/firebase/loaders';",
  "import { useCallable } from '@/lib/firebase/use-callable';",
];

describe('web calls of callables (web/tsconfig.json)', () => {
  it('compiles calls the table allows, each way the web calls', () => {
    const reported = typeCheck(
      [
        ...IMPORTS,
        "export const useApply = () => useCallable('applyToJob');",
        "export const withdraw = async () => (await loadCallable('withdrawApplication'))({ jobId: 'job-1' });",
        'export const useShortlist = () =>',
        "  useCallableMutation('shortlistApplicants').mutateAsync({ jobId: 'job-1', applicationIds: ['a'] });",
        'export const useRemove = () =>',
        "  useCallableMutation('removeApplicant', { input: (applicationId: string) => ({ jobId: 'job-1', applicationId }) });",
        "export const answered = async () => (await loadCallable('sendPasswordResetEmail'))({ email: 'a@b.c' }).then((answer) => answer.message.length);",
      ].join('\n'),
    );
    expect(reported).toEqual([]);
  }, 60_000);

  it('reports a misspelt callable name and a wrong input, each where it is written', () => {
    const reported = typeCheck(
      [
        ...IMPORTS,
        // 4: not a callable of the table
        "export const useMisspelt = () => useCallable('applyToJobs');",
        // 5: a number where the entry takes a job id
        "export const withdraw = async () => (await loadCallable('withdrawApplication'))({ jobId: 42 });",
        // 6–7: a field the entry does not have, and the selection missing
        'export const useShortlist = () =>',
        "  useCallableMutation('shortlistApplicants').mutateAsync({ jobId: 'job-1', applicantIds: ['a'] });",
        // 8: an answer read as another callable's (applyToJob answers no `sentTo`)
        "export const sentTo = async () => (await loadCallable('applyToJob'))({ jobId: 'job-1' }).then((answer) => answer.sentTo);",
      ].join('\n'),
    );
    expect(reported).toEqual([
      expect.objectContaining({ line: 4, code: 2345, text: expect.stringContaining('"applyToJobs"') }),
      expect.objectContaining({
        line: 5,
        code: 2322,
        text: expect.stringContaining("'number' is not assignable"),
      }),
      expect.objectContaining({ line: 7, text: expect.stringContaining('applicantIds') }),
      expect.objectContaining({ line: 8, code: 2339, text: expect.stringContaining("'sentTo'") }),
    ]);
  }, 60_000);
});
