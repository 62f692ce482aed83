// What the printed results (paraclinical.ketQuaXetNghiem, paraclinical.ketQuaMoTa) show, built from an order, its
// result rows, the facility and the public link. Kept apart from the templates so that a screen builds the data
// without the renderer in its bundle.
import type { Timestamp } from '@his/sdk';

/** The order as a result screen reads it (reception's DichVuYeuCau with its performance fields). */
export interface ResultPrintOrder {
  SoPhieuYeuCau: string;
  SIDMau?: string | null;
  NgayYeuCau: Timestamp;
  NgayLayMau?: Timestamp | null;
  NgayThucHien?: Timestamp | null;
  NgayTraKetQua?: Timestamp | null;
  MaYTe: string;
  TenBenhNhan: string;
  /** MALE, FEMALE or OTHER. */
  GioiTinh: string;
  NamSinh: number | null;
  ChanDoan?: string | null;
  TenBacSiChiDinh?: string | null;
  TenNoiYeuCau?: string | null;
  TenNoiThucHien?: string | null;
  NoiDung?: string | null;
  NhanXet?: string | null;
  KetLuan?: string | null;
  ChiTiets: readonly { _id: string; TenDichVu: string | null }[];
  /** A report's images (HinhAnhDichVuYeuCau): the first pictures are printed. */
  HinhAnhs?: readonly ResultPrintImage[] | null;
}

/** An image of a report as a screen reads it: its name, checked type and the path serving it (/tep?token=…). */
export interface ResultPrintImage {
  TenTep: string;
  LoaiTep: string;
  DuongDan: string;
}

/** Pictures printed on a report: more would not leave room for the text on A4. DICOM files are not printed. */
export const MAX_PRINTED_IMAGES = 4;
const PRINTABLE = ['image/jpeg', 'image/png'];

/** A test's result row (DichVuYeuCauKetQua). */
export interface ResultPrintRow {
  ChiTiet_Id: string;
  TenXetNghiem: string;
  KetQua: string | null;
  DonViTinh: string | null;
  MucBinhThuong: string | null;
  /** Cao, Thap, BatThuong or null. */
  CanhBao: string | null;
  ThuTu?: number;
}

export interface ResultPrintContext {
  facility: { name: string; address?: string | null; phone?: string | null };
  /** The whole address of the public result page (origin, base path, path and token): what the QR code holds. */
  publicUrl: string;
  /** The performer in charge, and the device, by name. */
  performerName: string | null;
  deviceName: string | null;
  printedAt: Timestamp;
}

const SEX: Record<string, string> = { MALE: 'Nam', FEMALE: 'Nữ', OTHER: 'Khác' };

/** How a flag prints beside a value: H above the range, L below it, * a positive where negative is normal. */
const FLAG: Record<string, string> = { Cao: 'H', Thap: 'L', BatThuong: '*' };

export interface PrintedTest {
  index: number;
  name: string;
  result: string;
  unit: string;
  range: string;
  flag: string;
  abnormal: boolean;
}

export interface LabResultPrintData extends Record<string, unknown> {
  facilityName: string;
  facilityAddress: string;
  facilityPhone: string;
  requestNumber: string;
  sampleId: string;
  patientName: string;
  patientCode: string;
  birthYear: number | string;
  sex: string;
  diagnosis: string;
  orderingDoctor: string;
  orderingPlace: string;
  performingPlace: string;
  requestedAt: Timestamp;
  sampledAt: Timestamp | null;
  returnedAt: Timestamp | null;
  groups: { serviceName: string; tests: PrintedTest[] }[];
  remarks: string;
  conclusion: string;
  performerName: string;
  deviceName: string;
  publicUrl: string;
  printedAt: Timestamp;
}

function common(order: ResultPrintOrder, context: ResultPrintContext) {
  return {
    facilityName: context.facility.name,
    facilityAddress: context.facility.address ?? '',
    facilityPhone: context.facility.phone ?? '',
    requestNumber: order.SoPhieuYeuCau,
    patientName: order.TenBenhNhan,
    patientCode: order.MaYTe,
    birthYear: order.NamSinh ?? '',
    sex: SEX[order.GioiTinh] ?? '',
    diagnosis: order.ChanDoan ?? '',
    orderingDoctor: order.TenBacSiChiDinh ?? '',
    orderingPlace: order.TenNoiYeuCau ?? '',
    performingPlace: order.TenNoiThucHien ?? '',
    requestedAt: order.NgayYeuCau,
    returnedAt: order.NgayTraKetQua ?? null,
    remarks: order.NhanXet ?? '',
    conclusion: order.KetLuan ?? '',
    performerName: context.performerName ?? '',
    deviceName: context.deviceName ?? '',
    publicUrl: context.publicUrl,
    printedAt: context.printedAt,
  };
}

/** The lab result sheet's data: the order's tests grouped by service, in order, each value with its flag. */
export function labResultPrintData(order: ResultPrintOrder, results: readonly ResultPrintRow[], context: ResultPrintContext): LabResultPrintData {
  const sorted = [...results].sort((a, b) => (a.ThuTu ?? 0) - (b.ThuTu ?? 0));
  let index = 0;
  const groups = order.ChiTiets
    .map((line) => ({
      serviceName: line.TenDichVu ?? '',
      tests: sorted.filter((row) => row.ChiTiet_Id === line._id).map((row) => ({
        index: ++index,
        name: row.TenXetNghiem,
        result: row.KetQua ?? '',
        unit: row.DonViTinh ?? '',
        range: row.MucBinhThuong ?? '',
        flag: (row.CanhBao && FLAG[row.CanhBao]) ?? '',
        abnormal: row.CanhBao !== null && row.CanhBao !== '',
      })),
    }))
    .filter((group) => group.tests.length > 0);
  return { ...common(order, context), sampleId: order.SIDMau ?? '', sampledAt: order.NgayLayMau ?? null, groups };
}

export interface ReportResultPrintData extends Record<string, unknown> {
  facilityName: string;
  facilityAddress: string;
  facilityPhone: string;
  requestNumber: string;
  patientName: string;
  patientCode: string;
  birthYear: number | string;
  sex: string;
  diagnosis: string;
  orderingDoctor: string;
  orderingPlace: string;
  performingPlace: string;
  serviceName: string;
  requestedAt: Timestamp;
  performedAt: Timestamp | null;
  returnedAt: Timestamp | null;
  description: string;
  remarks: string;
  conclusion: string;
  performerName: string;
  deviceName: string;
  publicUrl: string;
  printedAt: Timestamp;
  /** The first JPEG and PNG images, by their whole address (the server's origin, as the public link's). */
  images: { url: string; name: string }[];
  hasImages: boolean;
}

/** The pictures a report prints, by whole address: the server's origin is the public page's. */
export function printedImages(images: readonly ResultPrintImage[] | null | undefined, publicUrl: string): { url: string; name: string }[] {
  return (images ?? [])
    .filter((image) => PRINTABLE.includes(image.LoaiTep))
    .slice(0, MAX_PRINTED_IMAGES)
    .map((image) => ({ url: new URL(image.DuongDan, publicUrl).href, name: image.TenTep }));
}

/** The report's data (imaging, ultrasound, functional test): the services, the description, the conclusion and the first pictures. */
export function reportResultPrintData(order: ResultPrintOrder, context: ResultPrintContext): ReportResultPrintData {
  const images = printedImages(order.HinhAnhs, context.publicUrl);
  return {
    ...common(order, context),
    serviceName: order.ChiTiets.map((line) => line.TenDichVu ?? '').filter((name) => name !== '').join(', '),
    performedAt: order.NgayThucHien ?? null,
    description: order.NoiDung ?? '',
    images,
    hasImages: images.length > 0,
  };
}
