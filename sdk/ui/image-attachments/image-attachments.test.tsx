// @vitest-environment happy-dom
// A record's images as a user attaches them: 12 files chosen go in two batches (10 and 2) with each batch linked, the
// pictures show as thumbnails and the DICOM files open the viewer; a refused link shows its words under the input;
// an image is removed after a question; a choice beyond the record's limit or a file too large is refused before
// anything is sent.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadProvider, type FileSender, type UploadedFile } from '../../web/file-upload';
import { renderWithI18n } from '../testing/render-with-i18n';
import { AttachRefusal, choiceProblem, ImageAttachments, type AttachedImage } from './image-attachments';

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: name.endsWith('.dcm') ? '' : 'image/jpeg' });
const token = (n: number) => `${String(n).padStart(2, '0')}${'a'.repeat(41)}`;

/** A record holding its images, with a fake store behind the upload: each batch's size is kept. */
function setUp({ max = 50, refuseLink = false } = {}) {
  const batches: number[] = [];
  const linked: string[][] = [];
  const stored = new Map<string, UploadedFile>();
  const send: FileSender = async (files) => {
    batches.push(files.length);
    return files.map((each) => {
      const kept: UploadedFile = { _id: `tep-${stored.size + 1}`, name: each.name, mime: each.name.endsWith('.dcm') ? 'application/dicom' : 'image/jpeg', size: each.size };
      stored.set(kept._id, kept);
      return kept;
    });
  };
  function Record() {
    const [images, setImages] = useState<AttachedImage[]>([]);
    return (
      <ImageAttachments
        images={images}
        label="Hình ảnh của phiếu CD01"
        editable
        max={max}
        onAttach={async (ids) => {
          if (refuseLink) throw new AttachRefusal('Tường trình phiếu CD01 đã khóa: mở khóa trước khi sửa');
          linked.push(ids);
          setImages((current) => [...current, ...ids.map((id) => {
            const kept = stored.get(id)!;
            return { _id: `ha-${id}`, TenTep: kept.name, DuongDan: `/tep?token=${token(Number(id.slice(4)))}`, LaDicom: kept.mime === 'application/dicom' };
          })]);
        }}
        onRemove={async (image) => setImages((current) => current.filter((each) => each._id !== image._id))}
      />
    );
  }
  return { batches, linked, ui: <FileUploadProvider value={send}><Record /></FileUploadProvider> };
}

describe('ImageAttachments', () => {
  it('When 12 files are chosen / Then two batches are sent and linked, pictures show as thumbnails and DICOM files open the viewer', async () => {
    const { batches, linked, ui } = setUp();
    await renderWithI18n(ui);
    const user = userEvent.setup();
    expect(screen.getByText('Chưa có hình ảnh.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)'), [...Array.from({ length: 10 }, (_, index) => file(`anh-${index + 1}.jpg`)), file('lat-1.dcm'), file('lat-2.dcm')]);
    await screen.findByRole('heading', { name: 'Hình ảnh (12)' });
    expect(batches).toEqual([10, 2]);
    expect(linked.map((ids) => ids.length)).toEqual([10, 2]);
    const list = screen.getByRole('list', { name: 'Hình ảnh của phiếu CD01' });
    expect(within(list).getAllByRole('img')).toHaveLength(10);
    const viewer = within(list).getByRole('link', { name: 'Xem ảnh DICOM lat-1.dcm' });
    expect(viewer.getAttribute('href')).toBe(`/his/xem-dicom/${token(11)},${token(12)}`);
    expect(screen.getByRole('link', { name: 'Mở trình xem DICOM (2 ảnh)' }).getAttribute('href')).toBe(viewer.getAttribute('href'));
  });

  it('When the record refuses the link / Then its words show under the input', async () => {
    const { ui } = setUp({ refuseLink: true });
    await renderWithI18n(ui);
    const input = screen.getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)');
    await userEvent.setup().upload(input, [file('a.jpg')]);
    await waitFor(() => expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Tường trình phiếu CD01 đã khóa: mở khóa trước khi sửa'));
  });

  it('When an image is removed / Then the question names it and the rest stay', async () => {
    const { ui } = setUp();
    await renderWithI18n(ui);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)'), [file('a.jpg'), file('b.jpg')]);
    await screen.findByRole('heading', { name: 'Hình ảnh (2)' });
    await user.click(screen.getByRole('button', { name: 'Xóa hình ảnh a.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Xóa hình ảnh “a.jpg”?');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa hình ảnh' }));
    await screen.findByRole('heading', { name: 'Hình ảnh (1)' });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['b.jpg']);
  });

  it('When more files are chosen than the record takes / Then nothing is sent and the limit is told', async () => {
    const { batches, ui } = setUp({ max: 2 });
    await renderWithI18n(ui, 'en');
    const input = screen.getByLabelText('Add images (JPEG, PNG, DICOM)');
    await userEvent.setup().upload(input, [file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    await waitFor(() => expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('At most 2 images: only 2 more can be added'));
    expect(batches).toEqual([]);
  });
});

describe('choiceProblem', () => {
  it.each([
    ['a choice that fits', 3, 47, null],
    ['one more than the record takes', 4, 47, { key: 'ui.images.tooMany', params: { max: 50, left: 3 } }],
  ])('%s', (_case, count, attached, problem) => {
    expect(choiceProblem(Array.from({ length: count }, (_, index) => ({ name: `${index}.jpg`, size: 10 })), attached, 50)).toEqual(problem);
  });

  it('names a file over 32 MB', () => {
    expect(choiceProblem([{ name: 'lon.dcm', size: 33 * 1024 * 1024 }], 0, 50)).toEqual({ key: 'ui.images.tooLarge', params: { name: 'lon.dcm', max: 32 } });
  });
});
