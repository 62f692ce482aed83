import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUploadProvider, type FileSender } from '../../web/file-upload';
import { ImageAttachments, type AttachedImage } from './image-attachments';

// A stored file's path is only known to the server; the stories show pictures from inline SVG instead.
const picture = (text: string, colour: string) => `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${colour}"/><text x="60" y="66" font-size="14" text-anchor="middle" fill="white">${text}</text></svg>`)}`;
const SAMPLE: AttachedImage[] = [
  { _id: '1', TenTep: 'vet-thuong-truoc.jpg', DuongDan: picture('Trước', '#7c3aed'), LaDicom: false },
  { _id: '2', TenTep: 'vet-thuong-sau.jpg', DuongDan: picture('Sau', '#0891b2'), LaDicom: false },
  { _id: '3', TenTep: 'xq-ban-tay.dcm', DuongDan: `/tep?token=${'a'.repeat(43)}`, LaDicom: true },
];
const send: FileSender = async (files) => files.map((file, index) => ({ _id: `tep-${Date.now()}-${index}`, name: file.name, mime: 'image/jpeg', size: file.size }));

function Attachments({ editable }: { editable: boolean }) {
  const [images, setImages] = useState(SAMPLE);
  return (
    <FileUploadProvider value={send}>
      <ImageAttachments
        images={images}
        label="Hình ảnh của phiếu CD2603050212"
        editable={editable}
        max={50}
        onAttach={async (ids) => setImages((current) => [...current, ...ids.map((id, index) => ({ _id: id, TenTep: `anh-moi-${index + 1}.jpg`, DuongDan: picture('Mới', '#16a34a'), LaDicom: false }))])}
        onRemove={async (image) => setImages((current) => current.filter((each) => each._id !== image._id))}
      />
    </FileUploadProvider>
  );
}

const meta = { title: 'UI/ImageAttachments', component: Attachments, args: { editable: true } } satisfies Meta<typeof Attachments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { args: { editable: false } };
