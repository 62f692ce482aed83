// The SDL and resolvers of sample order sets ("bộ chỉ định mẫu"): a doctor's named list of services applied in one
// step in the F8 dialog; reading needs examination.read, saving and removing examination.write.
import type { RequestContext } from '@his/sdk/server';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../rules/permissions';
import { boChiDinhMaus } from './order-set-reads';
import { createBoChiDinhMau, removeBoChiDinhMau, type BoChiDinhMauInput } from './order-set-writes';

export const orderSetSchema = /* GraphQL */ `
"A service of a sample order set, as the catalogue names it now."
type DichVuTrongBo {
  _id: ID!
  MaDichVu: String!
  TenDichVu: String!
}

"A sample order set (bộ chỉ định mẫu): services a doctor orders together, theirs or shared at the facility (no doctor)."
type BoChiDinhMau {
  _id: ID!
  MaBoChiDinhMau: String!
  TenBoChiDinhMau: String!
  "The doctor's staff id (NhanVien); null for a shared set."
  BacSi_Id: ID
  TenBacSi: String
  "The services (DM_DichVu) in the order they were chosen, 1 to 50."
  DichVu_Ids: [ID!]!
  "Those services still in the catalogue, with their codes and names."
  DichVus: [DichVuTrongBo!]!
  GhiChu: String
  createdAt: Float!
  updatedAt: Float!
}

"A new sample order set: its name (unique for the doctor, whatever its case and accents) and its services."
input BoChiDinhMauInput {
  TenBoChiDinhMau: String!
  "1 to 50 services of the catalogue, in use, none an examination service."
  DichVu_Ids: [ID!]!
  GhiChu: String
}

extend type Query {
  "The caller's sample order sets and the facility's shared ones whose name holds the text (case and accents aside), by name (20 by default, at most 100); needs examination.read."
  boChiDinhMaus(searchString: String, limit: Int): [BoChiDinhMau!]!
}

extend type Mutation {
  "Saves a sample order set of the caller (its doctor); a name the caller already uses is refused; needs examination.write."
  createBoChiDinhMau(input: BoChiDinhMauInput!): BoChiDinhMau!
  "Removes one of the caller's own sample order sets; a shared set or another doctor's is refused; needs examination.write."
  removeBoChiDinhMau(id: ID!): Boolean!
}
`;

const reader = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_READ);
const examiner = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_WRITE);

export const orderSetResolvers = {
  Query: {
    boChiDinhMaus: (_: unknown, args: { searchString?: string | null; limit?: number | null }, ctx: RequestContext) => boChiDinhMaus(ctx.db, reader(ctx), args),
  },
  Mutation: {
    createBoChiDinhMau: (_: unknown, args: { input: BoChiDinhMauInput }, ctx: RequestContext) => createBoChiDinhMau(ctx, examiner(ctx), args.input),
    removeBoChiDinhMau: (_: unknown, args: { id: string }, ctx: RequestContext) => removeBoChiDinhMau(ctx, examiner(ctx), args.id),
  },
};
