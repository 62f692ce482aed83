// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess } from '@his/sdk/server';
import { PHARMACY_READ, PHARMACY_WRITE } from '../rules/permissions';

/** The main service's part: what prescribing reads of stock and interactions. */
export const pharmacyAccess = defineAccess({
  Query: {
    searchStockModel: PHARMACY_READ,
    getPhongBanKhoDuocByNode: PHARMACY_READ,
    checkInteractionDrugs: PHARMACY_READ,
  },
});

/** The pharmacy module's service (/graphqlsm4). */
export const pharmacySm4Access = defineAccess({
  Query: {
    searchStockModel: PHARMACY_READ,
    getPhongBanKhoDuocByNode: PHARMACY_READ,
    checkInteractionDrugs: PHARMACY_READ,
    khoDuocs: PHARMACY_READ,
    tonKhos: PHARMACY_READ,
    phieuNhapKhos: PHARMACY_READ,
  },
  Mutation: {
    createPhieuNhapKho: PHARMACY_WRITE,
  },
});
