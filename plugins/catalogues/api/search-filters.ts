// The filters of the spec's service search (maLoaiDichVu, DoiTuong_Id, isSpecial, idPhongBan, isGoiDichVu) and of the
// conclusion dictionary's search by service group, as extra arguments of the engine's searches.
import { sql } from 'drizzle-orm';
import { badInput, rowsOf, type Db, type ExtraSearchArgs } from '@his/sdk/server';
import { PRICED_SERVICES } from '../../pricing/contract';
import { nodesInFacility } from './facility-nodes';
import { optionalText, requiredId } from './input-checks';

/** The id of the row whose `column` equals `value`, or a refusal naming `field`. */
async function idOf(db: Db, table: string, column: string, value: string, field: string, refusal: 'catalogue.refNotFound' | 'catalogue.refCodeNotFound'): Promise<string> {
  const [row] = rowsOf<{ _id: string }>(await db.execute(sql`SELECT _id FROM ${sql.raw(`"${table}"`)} WHERE ${sql.raw(`"${column}"`)} = ${value}`));
  if (!row) throw badInput(refusal, field, refusal === 'catalogue.refCodeNotFound' ? { code: value } : undefined);
  return row._id;
}

export const extraSearchArgs: ExtraSearchArgs = {
  DM_DichVu: {
    maLoaiDichVu: {
      type: 'String',
      description: 'Only services whose group is of this service type (DM_LoaiDichVu.MaLoaiDichVu); empty for every type.',
      async condition(value: unknown, { db }) {
        const code = optionalText(value, 'maLoaiDichVu', 50);
        if (code === null) return sql`TRUE`;
        const typeId = await idOf(db, 'DM_LoaiDichVu', 'MaLoaiDichVu', code, 'maLoaiDichVu', 'catalogue.refCodeNotFound');
        return sql`"DM_DichVu"."NhomDichVu_Id" IN (SELECT g._id FROM "DM_NhomDichVu" g WHERE g."LoaiDichVu_Id" = ${typeId})`;
      },
    },
    DoiTuong_Id: {
      type: 'ID',
      description: 'Only services a current price list of the patient group\'s price types prices, at idPhongBan (else the caller\'s node) today.',
      async condition(value: unknown, { db, nodeId, provided, args }) {
        const idDoiTuong = requiredId(value, 'DoiTuong_Id');
        const place = args.idPhongBan === null || args.idPhongBan === undefined ? nodeId : requiredId(args.idPhongBan, 'idPhongBan');
        return provided(PRICED_SERVICES)(db, { idDoiTuong, idPhongBan: place, at: Date.now() });
      },
    },
    isSpecial: {
      type: 'Boolean',
      description: 'true: only special services (DichVuDacBiet); false: only the others.',
      condition: (value: boolean) => sql`"DM_DichVu"."DichVuDacBiet" = ${value}`,
    },
    idPhongBan: {
      type: 'ID',
      description: 'Only services the department or room lists (setDichVuPhongBan).',
      async condition(value: unknown, { db, nodeId }) {
        const id = requiredId(value, 'idPhongBan');
        if (!(await nodesInFacility(db, nodeId, [id])).has(id)) throw badInput('catalogues.departmentNotFound', 'idPhongBan');
        return sql`"DM_DichVu"._id IN (SELECT l."DichVu_Id" FROM "PhongBan_DichVu" l WHERE l."PhongBan_Id" = ${id})`;
      },
    },
    isGoiDichVu: {
      type: 'Boolean',
      description: 'true: only services that are packages (GoiDichVu); false: only the others.',
      condition: (value: boolean) => sql`"DM_DichVu"."GoiDichVu" = ${value}`,
    },
  },
  DM_TuDienKetLuan: {
    NhomDichVu_Id: {
      type: 'ID',
      description: 'Entries of this service group (that of the service requested), and entries of no group, which serve every group.',
      async condition(value: unknown, { db }) {
        const id = await idOf(db, 'DM_NhomDichVu', '_id', requiredId(value, 'NhomDichVu_Id'), 'NhomDichVu_Id', 'catalogue.refNotFound');
        return sql`("DM_TuDienKetLuan"."NhomDichVu_Id" = ${id} OR "DM_TuDienKetLuan"."NhomDichVu_Id" IS NULL)`;
      },
    },
  },
};
