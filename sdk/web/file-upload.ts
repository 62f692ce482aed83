// Uploading files from a page (spec §7: multipart POST /upload, field `file`; §9: batches of 10): the host gives the
// sender, which carries the session headers the GraphQL client sends; a page sends a choice of any size through
// `useFileUpload`, batch after batch, told after each.
import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import { FILE_UPLOAD_LIMITS, type StoredFileMime } from '../shared/files';
import type { ErrorExtensions } from '../shared/errors';

/** What the server answers of each stored file; the page links them by id through its own mutation. */
export interface UploadedFile {
  _id: string;
  name: string;
  mime: StoredFileMime;
  size: number;
}

/** Sends one batch (at most FILE_UPLOAD_LIMITS.files files) and gives what was stored, in the order sent. */
export type FileSender = (files: readonly File[], signal?: AbortSignal) => Promise<UploadedFile[]>;

/** A batch the server refused: its localized message, and the error's code and key as a GraphQL error carries them. */
export class UploadRefusal extends Error {
  override name = 'UploadRefusal';
  constructor(message: string, readonly extensions: ErrorExtensions | null, readonly status: number) {
    super(message);
  }
}

export interface UploadProgress {
  /** Batches sent so far, and in all. */
  batch: number;
  batches: number;
  /** Files stored so far, and in all. */
  done: number;
  total: number;
}

export interface UploadOptions {
  /** After each stored batch, with that batch's files: a page links them before the next is sent. */
  onBatch?: (stored: UploadedFile[], progress: UploadProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

/** `files` in batches of `size`, in order. */
export function batchesOf<T>(files: readonly T[], size: number = FILE_UPLOAD_LIMITS.files): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += size) batches.push(files.slice(start, start + size));
  return batches;
}

/**
 * Sends `files` batch after batch, each once the one before was stored (and `onBatch` ran); a refused batch stops the
 * rest, and what was stored before it stays stored. Gives every stored file.
 */
export async function uploadInBatches(files: readonly File[], send: FileSender, options: UploadOptions = {}): Promise<UploadedFile[]> {
  const batches = batchesOf(files);
  const stored: UploadedFile[] = [];
  for (const [index, batch] of batches.entries()) {
    options.signal?.throwIfAborted();
    const answer = await send(batch, options.signal);
    stored.push(...answer);
    await options.onBatch?.(answer, { batch: index + 1, batches: batches.length, done: stored.length, total: files.length });
  }
  return stored;
}

export interface FileSenderOptions {
  /** The upload address: the API's origin and UPLOAD_PATH. */
  url: string;
  /** The headers of every API call (session, language, CSRF marker), read at send time. */
  headers: () => Record<string, string>;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Called when the server says the session has ended, as for a GraphQL call. */
  onUnauthenticated?: () => void;
}

function isUploaded(value: unknown): value is UploadedFile {
  const file = value as UploadedFile;
  return typeof file?._id === 'string' && typeof file.name === 'string' && typeof file.mime === 'string' && typeof file.size === 'number';
}

/** The sender the host gives pages: a multipart POST with the files under `file`, answered with JSON. */
export function createFileSender(options: FileSenderOptions): FileSender {
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  return async (files, signal) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    // No content-type: the browser writes the multipart boundary itself.
    const response = await send(options.url, { method: 'POST', headers: options.headers(), body: form, signal });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (body as { errors?: { message?: string; extensions?: ErrorExtensions }[] } | null)?.errors?.[0];
      if (error?.extensions?.code === 'UNAUTHENTICATED') options.onUnauthenticated?.();
      throw new UploadRefusal(error?.message ?? `HTTP ${response.status}`, error?.extensions ?? null, response.status);
    }
    if (!Array.isArray(body) || !body.every(isUploaded)) throw new UploadRefusal(`HTTP ${response.status}`, null, response.status);
    return body;
  };
}

export const FileUploadContext = createContext<FileSender | null>(null);

/** Makes `value` the sender below it: the host's, or a fake one in stories and tests. */
export function FileUploadProvider({ value, children }: { value: FileSender; children?: ReactNode }) {
  return createElement(FileUploadContext.Provider, { value }, children);
}

/** Sends files from a page in batches of 10 with the session's headers; see uploadInBatches. */
export function useFileUpload(): (files: readonly File[], options?: UploadOptions) => Promise<UploadedFile[]> {
  const send = useContext(FileUploadContext);
  return useCallback(
    (files, options) => {
      if (!send) throw new Error('useFileUpload needs the host\'s ClientProvider above it (in a story or test: <FileUploadProvider value={fakeSender}>).');
      return uploadInBatches(files, send, options);
    },
    [send],
  );
}
