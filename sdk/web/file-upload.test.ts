// Sending a choice of files in batches of 10, each after the one before, and reading the server's answer or refusal.
import { describe, expect, it, vi } from 'vitest';
import { batchesOf, createFileSender, uploadInBatches, UploadRefusal, type FileSender, type UploadProgress } from './file-upload';

const fileNamed = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const stored = (files: readonly File[]) => files.map((file, index) => ({ _id: `${file.name}-${index}`, name: file.name, mime: 'image/jpeg' as const, size: file.size }));

describe('batchesOf', () => {
  it.each([
    ['nothing', 0, []],
    ['fewer than ten', 3, [3]],
    ['exactly ten', 10, [10]],
    ['eleven', 11, [10, 1]],
    ['twenty-five', 25, [10, 10, 5]],
  ])('%s', (_case, count, sizes) => {
    expect(batchesOf(Array.from({ length: count }, (_, index) => index)).map((batch) => batch.length)).toEqual(sizes);
  });
});

describe('uploadInBatches', () => {
  it('When 23 files are chosen / Then three batches are sent one after another, and progress is told after each', async () => {
    const sent: number[] = [];
    const send: FileSender = async (files) => {
      sent.push(files.length);
      return stored(files);
    };
    const progress: UploadProgress[] = [];
    const files = Array.from({ length: 23 }, (_, index) => fileNamed(`anh-${index}.jpg`));
    const all = await uploadInBatches(files, send, { onBatch: (_stored, step) => void progress.push(step) });
    expect(sent).toEqual([10, 10, 3]);
    expect(all).toHaveLength(23);
    expect(progress).toEqual([
      { batch: 1, batches: 3, done: 10, total: 23 },
      { batch: 2, batches: 3, done: 20, total: 23 },
      { batch: 3, batches: 3, done: 23, total: 23 },
    ]);
  });

  it('When the second batch is refused / Then the third is not sent and the refusal reaches the page', async () => {
    let calls = 0;
    const send: FileSender = async (files) => {
      calls++;
      if (calls === 2) throw new UploadRefusal('Tệp “x.gif” không phải ảnh JPEG, PNG hoặc DICOM', { code: 'BAD_USER_INPUT', messageKey: 'files.typeRefused' }, 400);
      return stored(files);
    };
    const onBatch = vi.fn();
    const files = Array.from({ length: 25 }, (_, index) => fileNamed(`${index}.jpg`));
    await expect(uploadInBatches(files, send, { onBatch })).rejects.toThrow('x.gif');
    expect(calls).toBe(2);
    expect(onBatch).toHaveBeenCalledTimes(1);
  });
});

describe('createFileSender', () => {
  it('posts the files under `file` with the API headers and reads the stored files', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify([{ _id: 'f1', name: 'a.jpg', mime: 'image/jpeg', size: 4 }]), { status: 200 }));
    const send = createFileSender({ url: 'http://his.test/upload', headers: () => ({ authorization: 'Bearer t', 'x-his-csrf': '1' }), fetch });
    expect(await send([fileNamed('a.jpg')])).toEqual([{ _id: 'f1', name: 'a.jpg', mime: 'image/jpeg', size: 4 }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://his.test/upload');
    expect(init.headers).toEqual({ authorization: 'Bearer t', 'x-his-csrf': '1' });
    expect((init.body as FormData).getAll('file').map((file) => (file as File).name)).toEqual(['a.jpg']);
  });

  it('turns a refusal into an UploadRefusal with the localized message, and tells of an ended session', async () => {
    const body = { errors: [{ message: 'Bạn chưa đăng nhập', extensions: { code: 'UNAUTHENTICATED', messageKey: 'auth.unauthenticated' } }] };
    const onUnauthenticated = vi.fn();
    const send = createFileSender({ url: '/upload', headers: () => ({}), fetch: async () => new Response(JSON.stringify(body), { status: 401 }), onUnauthenticated });
    const refusal = await send([fileNamed('a.jpg')]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusal);
    expect(refusal).toMatchObject({ message: 'Bạn chưa đăng nhập', status: 401, extensions: { messageKey: 'auth.unauthenticated' } });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });
});
