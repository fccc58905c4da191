// Control endpoints of Firebase's storage emulator, used by @firebase/rules-unit-testing
// (`initializeTestEnvironment({ storage: { rules } })`) and firebase-tools.

import { readJsonBody, sendJson } from './http-helpers.ts';
import type { RequestContext } from './storage-context.ts';
import { errorMessage } from './storage-rules.ts';

/** PUT /internal/setRules  {"rules":{"files":[{"name":"storage.rules","content":"..."}]}} */
export async function handleSetRules(ctx: RequestContext): Promise<void> {
  const body = (await readJsonBody(ctx.req)) as { rules?: { files?: unknown } };
  const files = body.rules?.files;
  if (!Array.isArray(files) || files.length === 0) {
    return sendJson(ctx.res, 400, { message: "Request body must include 'rules.files' array" });
  }
  if (files.length > 1) {
    // Firebase supports one ruleset per bucket target; this emulator applies one to all buckets.
    return sendJson(ctx.res, 400, {
      message: 'Per-bucket rules (several rules.files) are not supported; send one file.',
    });
  }
  const file = files[0] as { name?: unknown; content?: unknown };
  if (typeof file.content !== 'string') {
    return sendJson(ctx.res, 400, {
      message: "Each member of 'rules.files' array must contain 'name' and 'content'",
    });
  }
  const { projectId, registry, logger } = ctx.state;
  const name = typeof file.name === 'string' ? file.name : registry.defaultFileName;
  try {
    registry.setProjectRules(projectId, [{ name, content: file.content }]);
  } catch (error) {
    const message = errorMessage(error);
    logger.error(`Rules for project ${projectId} do not compile: ${message}`);
    return sendJson(ctx.res, 400, { message: `There was an error updating rules: ${message}` });
  }
  logger.info(`Loaded rules for project ${projectId} through the emulator API (${name})`);
  sendJson(ctx.res, 200, { message: 'Rules updated successfully' });
}

/** POST /internal/reset: drop every object and upload session; rules stay. */
export function handleReset(ctx: RequestContext): void {
  ctx.state.clear();
  ctx.req.resume();
  sendJson(ctx.res, 200, {});
}

/** POST /internal/export {"path": "<dir>"} as firebase-tools' `emulators:export` calls it. */
export async function handleExport(ctx: RequestContext): Promise<void> {
  const body = (await readJsonBody(ctx.req)) as { path?: unknown };
  if (typeof body.path !== 'string' || body.path === '') {
    return sendJson(ctx.res, 400, { message: "Export request body must include 'path'." });
  }
  await ctx.state.exportTo(body.path);
  sendJson(ctx.res, 200, {});
}
