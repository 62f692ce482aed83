// POST /upload: a signed-in user's files (multipart/form-data, up to 10 parts named `file`), each checked by its bytes
// (JPEG, PNG, DICOM, or an .xlsx workbook for an import), size and name, stored in one transaction with an audit entry
// each; answers their ids.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorExtensions } from '@his/sdk';
import { FILE_UPLOAD_LIMITS, UPLOAD_PATH } from '@his/sdk/server';
import { createContext, type HostContext } from '../../context';
import { languageOf } from '../../errors';
import { databaseFailure } from '../../graphql/database-failure';
import { answerWithError } from '../../http/error-response';
import type { Route } from '../../http/request-handler';
import type { Runtime } from '../../runtime';
import { insertFiles, removeUnclaimedFiles, type NewFile } from './file-store';
import { safeFileName, sniffMime } from './file-types';

const MB = 1024 * 1024;
/** The multipart framing around 64 MB of files: boundaries and part headers. */
const FRAMING_BYTES = 64 * 1024;
/** Headers a cross-site form cannot send: one of them shows the call came from our client (as for GraphQL). */
const PREFLIGHT_HEADERS = ['authorization', 'x-his-csrf', 'graphql-preflight', 'apollo-require-preflight'];

/** A refusal answered as GraphQL errors are: status, code, message key, the field and its values. */
class Refusal extends Error {
  constructor(readonly status: number, readonly extensions: ErrorExtensions) {
    super(extensions.messageKey);
  }
}

const refuse = (status: number, messageKey: string, params?: Record<string, string | number>): Refusal =>
  new Refusal(status, { code: 'BAD_USER_INPUT', messageKey, field: 'file', ...(params ? { params } : {}) });

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
}

/** The caller, as GraphQL would see them: the same headers and session checks. */
async function callerContext(runtime: Runtime, request: IncomingMessage): Promise<HostContext> {
  const lang = languageOf({ get: (name) => header(request, name) });
  let ctx: HostContext;
  try {
    ctx = await createContext(runtime, {
      headers: { authorization: header(request, 'authorization'), currentNode: header(request, 'x-current-node'), currentProfile: header(request, 'x-current-profile') },
      lang,
      address: request.socket.remoteAddress ?? 'unknown',
      audience: 'his',
      clientId: header(request, 'x-client-id'),
    });
  } catch (error) {
    const failure = databaseFailure(error);
    if (failure) throw new Refusal(503, failure.extensions as unknown as ErrorExtensions);
    const extensions = (error as { extensions?: Partial<ErrorExtensions> }).extensions;
    if (extensions?.code === 'UNAUTHENTICATED' || extensions?.code === 'FORBIDDEN') {
      throw new Refusal(extensions.code === 'UNAUTHENTICATED' ? 401 : 403, { code: extensions.code, messageKey: extensions.messageKey ?? 'auth.forbidden' });
    }
    throw error;
  }
  if (!ctx.viewer) throw new Refusal(401, { code: 'UNAUTHENTICATED', messageKey: 'auth.unauthenticated' });
  ctx.operation.name = 'upload';
  return ctx;
}

/** The form's files, each refused by its name when it may not be stored. */
async function filesOf(request: IncomingMessage, contentType: string): Promise<NewFile[]> {
  let form: FormData;
  try {
    form = await new Response(await bodyOf(request), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw refuse(400, 'files.malformed');
  }
  const parts = [...form.entries()];
  const stray = parts.find(([name, value]) => name !== 'file' || typeof value === 'string');
  if (stray) throw refuse(400, 'files.unexpectedPart', { name: stray[0].slice(0, 50) });
  if (parts.length === 0) throw refuse(400, 'files.none');
  if (parts.length > FILE_UPLOAD_LIMITS.files) throw refuse(400, 'files.tooMany', { max: FILE_UPLOAD_LIMITS.files });
  const files: NewFile[] = [];
  for (const [, value] of parts) {
    const file = value as File;
    if (file.name.length > FILE_UPLOAD_LIMITS.nameLength) throw refuse(400, 'files.nameTooLong', { name: `${file.name.slice(0, 40)}…`, max: FILE_UPLOAD_LIMITS.nameLength });
    const name = safeFileName(file.name);
    if (file.size === 0) throw refuse(400, 'files.empty', { name });
    if (file.size > FILE_UPLOAD_LIMITS.fileBytes) throw refuse(413, 'files.tooLarge', { name, max: FILE_UPLOAD_LIMITS.fileBytes / MB });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffMime(bytes);
    if (!mime) throw refuse(400, 'files.typeRefused', { name });
    files.push({ name, mime, bytes });
  }
  return files;
}

async function upload(runtime: Runtime, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') throw new Refusal(405, { code: 'BAD_USER_INPUT', messageKey: 'error.badRequest' });
  if (!PREFLIGHT_HEADERS.some((name) => header(request, name) !== null)) throw new Refusal(403, { code: 'BAD_USER_INPUT', messageKey: 'error.csrf' });
  const ctx = await callerContext(runtime, request);
  const contentType = header(request, 'content-type') ?? '';
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data') throw refuse(415, 'files.notMultipart');
  const files = await filesOf(request, contentType);
  const viewer = ctx.requireViewer();
  const stored = await ctx.write(async ({ tx, audit }) => {
    const rows = await insertFiles(tx, viewer, files);
    for (const row of rows) {
      await audit({ action: 'CREATE', entity: 'his_files', entityId: row._id, after: { _id: row._id, node_Id: viewer.nodeId, name: row.name, mime: row.mime, size: row.size, sha256: row.sha256 } });
    }
    return rows.map(({ _id, name, mime, size }) => ({ _id, name, mime, size }));
  });
  const body = JSON.stringify(stored);
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(body);
  // Uploads left unclaimed by forms closed before saving go with later uploads: no timer to run or stop.
  await removeUnclaimedFiles(runtime.database.db).catch((error: unknown) => runtime.log.warn('files.cleanUpFailed', { error: String(error) }));
}

export function uploadRoute(runtime: Runtime): Route {
  return {
    path: UPLOAD_PATH,
    bodyLimit: FILE_UPLOAD_LIMITS.requestBytes + FRAMING_BYTES,
    handle: async (request, response) => {
      try {
        await upload(runtime, request, response);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        answerWithError(request, response, runtime.catalogs, error.status, error.extensions);
      }
    },
  };
}
