// Doctors' sample prescriptions (DM_ToaThuocMau, the catalogues plugin's table, one set per facility): the caller's and
// the shared ones, the picker's search through the catalogue engine, and saving one with a name unique at the facility.
import { sql, type SQL } from 'drizzle-orm';
import { catalogueEvents, defineCatalogue, field, toKhongDau, type Label } from '@his/sdk';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, rowsOf, rowsWhere, searchRows, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { PHARMACY_STOCK, type DrugFacts } from '../../pharmacy/contract';
import { checkToaThuocMau, type PrescriptionLineValues } from '../rules/prescription';
import { linesOf, type ToaThuocChiTietInput } from './prescription-writes';

const label = (vi: string, en: string): Label => ({ vi, en });

/**
 * The fields of DM_ToaThuocMau this plugin reads and writes, matching the catalogue's own descriptor (catalogues'
 * rules/clinical.ts), whose engine made the table: its reads and search serve these rows as they serve the catalogue's.
 */
export const toaThuocMauFace = defineCatalogue({
  name: 'DM_ToaThuocMau',
  title: label('Toa thuốc mẫu', 'Prescription template'),
  codeField: 'MaToaThuocMau',
  nameField: 'TenToaThuocMau',
  scope: 'node',
  fields: {
    BacSi_Id: field.text({ label: label('Bác sĩ', 'Doctor'), maxLength: 100 }),
    MaToaThuocMau: field.text({ label: label('Mã toa thuốc mẫu', 'Template code'), required: true, maxLength: 50 }),
    TenToaThuocMau: field.text({ label: label('Tên toa thuốc mẫu', 'Template name'), required: true, maxLength: 500 }),
    LoiDan: field.text({ label: label('Lời dặn', 'Advice'), maxLength: 2000 }),
    GhiChu: field.text({ label: label('Ghi chú', 'Note'), maxLength: 1000 }),
    ChiTiets: field.json<ToaThuocMauChiTiet[]>({ label: label('Chi tiết thuốc', 'Drug lines') }),
    LaToaMuaNgoai: field.boolean({ label: label('Toa mua ngoài', 'Outside purchase'), since: 2 }),
  },
});

/** A stored line: the drug (none when bought outside by name) with its name and unit as they were when saved. */
export interface ToaThuocMauChiTiet {
  Duoc_Id: string | null;
  TenDuoc: string;
  DonViTinh: string | null;
  Sang: number | null;
  Trua: number | null;
  Chieu: number | null;
  Toi: number | null;
  SoNgay: number | null;
  SoLuong: number;
  DuongDung: string | null;
  LoiDanUongThuoc: string | null;
  ThuTu: number;
}

export interface ToaThuocMauInput {
  TenToaThuocMau: string;
  LoiDan?: string | null;
  GhiChu?: string | null;
  LaToaMuaNgoai?: boolean | null;
  ChiTiets: ToaThuocChiTietInput[];
}

export const MA_TOA_THUOC_MAU_SERIES = defineNumberSeries({ name: 'examination.maToaThuocMau', prefix: 'TTM', padding: 5 });

type Row = Record<string, unknown>;

/** A row in the API's shape: rows saved before LaToaMuaNgoai or without lines read as false and empty. */
const shaped = (row: Row) => ({ ...row, LaToaMuaNgoai: row.LaToaMuaNgoai === true, ChiTiets: Array.isArray(row.ChiTiets) ? row.ChiTiets : [] });

async function staffOf(db: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await db.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

/** The caller's samples and the shared ones (no doctor). */
function ownOrShared(doctorId: string | null): SQL {
  return doctorId === null ? sql`"BacSi_Id" IS NULL` : sql`("BacSi_Id" IS NULL OR "BacSi_Id" = ${doctorId})`;
}

export async function toaThuocMaus(db: Db, viewer: Viewer) {
  const rows = await rowsWhere(db, toaThuocMauFace, viewer.nodeId, sql`NOT "TamNgung" AND ${ownOrShared(await staffOf(db, viewer.userId))}`,
    { orderBy: sql`"TenKhongDau", "MaToaThuocMau" COLLATE "C"`, limit: 1000 });
  return rows.map(shaped);
}

export async function searchToaThuocMau(db: Db, viewer: Viewer, args: { searchString?: string | null; limit?: number | null; idDefault?: string | null; LaToaMuaNgoai?: boolean | null }) {
  if (typeof args.searchString === 'string' && args.searchString.length > 200) throw badInput('validation.maxLength', 'searchString', { max: 200 });
  if (typeof args.idDefault === 'string' && args.idDefault.length > 64) throw badInput('catalogue.refNotFound', 'idDefault');
  const filters = [ownOrShared(await staffOf(db, viewer.userId))];
  if (typeof args.LaToaMuaNgoai === 'boolean') filters.push(sql`"LaToaMuaNgoai" = ${args.LaToaMuaNgoai}`);
  const rows = await searchRows(db, toaThuocMauFace, viewer.nodeId, { searchString: args.searchString, limit: args.limit, idDefault: args.idDefault }, filters);
  return rows.map(shaped);
}

function textOf(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || [...value].length > max) throw badInput('validation.maxLength', field, { max });
  const text = value.normalize('NFC').trim();
  return text === '' ? null : text;
}

function storedLine(line: PrescriptionLineValues, index: number, drugs: ReadonlyMap<string, DrugFacts>): ToaThuocMauChiTiet {
  const drug = line.Duoc_Id === null ? null : drugs.get(line.Duoc_Id);
  return {
    Duoc_Id: line.Duoc_Id, TenDuoc: drug?.TenDuoc ?? line.TenDuoc ?? '', DonViTinh: drug?.DonViTinh ?? line.DonViTinh,
    Sang: line.Sang, Trua: line.Trua, Chieu: line.Chieu, Toi: line.Toi, SoNgay: line.SoNgay, SoLuong: line.SoLuong,
    DuongDung: line.DuongDung ?? drug?.DuongDung ?? null, LoiDanUongThuoc: line.LoiDanUongThuoc, ThuTu: index + 1,
  };
}

/**
 * Saves a sample prescription of the caller (its doctor), its code from the facility's series. The name is unique
 * at the facility whatever its case and accents: the series counter, locked until commit, makes two saves wait for
 * each other, so the later one sees the earlier name.
 */
export async function createToaThuocMau(ctx: RequestContext, viewer: Viewer, info: ToaThuocMauInput) {
  const values = {
    TenToaThuocMau: textOf(info.TenToaThuocMau, 'TenToaThuocMau', 500) ?? '',
    LoiDan: textOf(info.LoiDan, 'LoiDan', 2000),
    GhiChu: textOf(info.GhiChu, 'GhiChu', 1000),
    LaToaMuaNgoai: info.LaToaMuaNgoai === true,
    ChiTiets: linesOf(info.ChiTiets),
  };
  const stock = ctx.provided(PHARMACY_STOCK);
  return ctx.write(async ({ tx, audit, emit }) => {
    const drugIds = [...new Set(values.ChiTiets.map((line) => line.Duoc_Id).filter((id): id is string => id !== null))];
    const drugs = drugIds.length === 0 ? new Map<string, DrugFacts>() : await stock.drugs(tx, viewer.nodeId, drugIds);
    const problem = checkToaThuocMau(values, drugs);
    if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
    const { code } = await allocateSeriesNumber(tx, MA_TOA_THUOC_MAU_SERIES, viewer.nodeId);
    const unaccented = toKhongDau(values.TenToaThuocMau);
    const [same] = rowsOf<{ TenToaThuocMau: string }>(await tx.execute(sql`
      SELECT "TenToaThuocMau" FROM "DM_ToaThuocMau" WHERE "node_Id" = ${viewer.nodeId} AND "TenKhongDau" = ${unaccented} LIMIT 1`));
    if (same) throw badInput('examination.prescription.templateNameTaken', 'TenToaThuocMau', { name: same.TenToaThuocMau });
    const id = newId();
    const lines = values.ChiTiets.map((line, index) => storedLine(line, index, drugs));
    await tx.execute(sql`INSERT INTO "DM_ToaThuocMau" (_id, "node_Id", "BacSi_Id", "MaToaThuocMau", "TenToaThuocMau", "LoiDan", "GhiChu", "ChiTiets",
        "LaToaMuaNgoai", "TenKhongDau", "createdBy", "updatedBy")
      VALUES (${id}, ${viewer.nodeId}, ${await staffOf(tx, viewer.userId)}, ${code}, ${values.TenToaThuocMau}, ${values.LoiDan}, ${values.GhiChu},
        ${JSON.stringify(lines)}::text::jsonb, ${values.LaToaMuaNgoai}, ${unaccented}, ${viewer.userId}, ${viewer.userId})`);
    const [after] = await rowsWhere(tx, toaThuocMauFace, viewer.nodeId, sql`_id = ${id}`);
    await audit({ action: 'CREATE', entity: 'DM_ToaThuocMau', entityId: id, after });
    emit(catalogueEvents(toaThuocMauFace).create, { ids: [id] }, { idNodes: [viewer.nodeId] });
    return shaped(after!);
  });
}
