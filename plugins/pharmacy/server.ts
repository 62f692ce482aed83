// Pharmacy's API: the drugs and supplies catalogue (DM_Duoc), stores' stock by lot, stock-in, the stock a
// prescription takes (PHARMACY_STOCK) and drug interactions; the pharmacy module's own service is /graphqlsm4 (README).
import { catalogueServerParts, defineServerPlugin, mergeAuditLabels, mergeResolverMaps, provide, type CatalogueUsage, mergeAccessMaps } from '@his/sdk/server';
import { PHARMACY_READ, PHARMACY_STOCK, PHARMACY_WRITE, stockEvents } from './contract';
import { pharmacyCatalogues } from './rules/catalogues';
import { pharmacyMigrations } from './api/migrations';
import { pharmacyMainSchema, pharmacyModuleSchema } from './api/schema';
import { pharmacyMainResolvers, pharmacyModuleResolvers } from './api/resolvers';
import { pharmacyAuditLabels } from './api/audit-labels';
import { pharmacyStock } from './api/stock';
import { seedPharmacy } from './seed/demo';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { pharmacyAccess, pharmacySm4Access } from './api/access';

// Removing a drug that a store has received or a prescription holds is refused, naming where it is used.
const usages: CatalogueUsage[] = [
  { catalogue: 'DM_Duoc', table: 'LoThuoc', column: 'Duoc_Id', label: { vi: 'Lô thuốc trong kho', en: 'Lots in a store' } },
  { catalogue: 'DM_Duoc', table: 'GiuTonKho', column: 'Duoc_Id', label: { vi: 'Thuốc đã kê đang giữ tồn kho', en: 'Stock held by prescriptions' } },
];

const catalogues = catalogueServerParts('pharmacy', pharmacyCatalogues, { usages, locales: { vi, en } });

export default defineServerPlugin({
  id: 'pharmacy',
  // Stores are the organisation's STORE nodes, linked to departments and rooms by the catalogues plugin.
  requires: ['catalogues'],
  schema: [catalogues.schema, pharmacyMainSchema].join('\n\n'),
  access: mergeAccessMaps(catalogues.access, pharmacyAccess),
  resolvers: mergeResolverMaps(catalogues.resolvers, pharmacyMainResolvers),
  services: { sm4: { schema: pharmacyModuleSchema, resolvers: pharmacyModuleResolvers, access: pharmacySm4Access } },
  migrations: [...catalogues.migrations, ...pharmacyMigrations],
  permissions: [
    ...catalogues.permissions,
    { code: PHARMACY_READ, title: { vi: 'Xem thuốc, tồn kho và tương tác thuốc', en: 'Read drugs, stock and drug interactions' } },
    { code: PHARMACY_WRITE, title: { vi: 'Nhập kho thuốc, vật tư', en: 'Receive drugs and supplies into stores' } },
  ],
  // "Allow prescribing beyond stock" is the core's setting his.choPhepKeVuotTon: the prescriber reads it and tells
  // `take`; declaring it again here would be refused at start.
  locales: catalogues.locales,
  catalogueUsages: catalogues.catalogueUsages,
  auditLabels: mergeAuditLabels([catalogues.auditLabels, pharmacyAuditLabels]),
  provides: [provide(PHARMACY_STOCK, pharmacyStock)],
  events: [...catalogues.events, ...Object.values(stockEvents)],
  demoProfiles: {
    // Prescribers pick drugs by what the store holds and see interactions.
    doctor: { permissions: [PHARMACY_READ] },
    // Nurses give out and answer questions about what the pharmacy holds.
    nurse: { permissions: [PHARMACY_READ] },
  },
  seed: seedPharmacy,
});
