// Pricing's API: price types and patient groups as catalogues, price lists (DM_BangGia) with their release, the
// current list of a price type and room, and the unit price of a service for a patient group (see README).
import { catalogueServerParts, defineServerPlugin, mergeAuditLabels, mergeResolverMaps, provide, seedCatalogues, type CatalogueUsage, mergeAccessMaps } from '@his/sdk/server';
import type { MessageCatalog } from '@his/sdk';
import { pricingCatalogues } from './rules/catalogues';
import { INSURANCE_UNIT_PRICES, PATIENT_GROUPS, PRICE_LIST_RELEASE, PRICE_LIST_WRITE, PRICED_SERVICES, priceListEvents, UNIT_PRICES } from './contract';
import { pricingSettings } from './rules/settings';
import { PRICING_FIELD_LABELS } from './rules/price-list';
import { priceListMigrations } from './api/migrations';
import { priceListSchema } from './api/schema';
import { priceListResolvers } from './api/resolvers';
import { priceListAuditLabels } from './api/audit-labels';
import { resolveUnitPrices } from './server/unit-price';
import { pricedServicesCondition } from './server/priced-services';
import { patientGroupsLookup } from './server/patient-groups';
import { resolveInsuranceUnitPrices } from './server/insurance-unit-prices';
import { referenceSeeds } from './seed/reference';
import { seedDemoPriceLists } from './seed/demo';
import { priceListPrint } from './print/price-list-print';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { pricingAccess } from './api/access';

const known = new Map(pricingCatalogues.map((descriptor) => [descriptor.name, descriptor]));

// Removing a service, course or price type that a price list names is refused, naming the price list.
const usages: CatalogueUsage[] = [
  { catalogue: 'DM_LoaiGia', table: 'DM_BangGia', column: 'LoaiGia_Id', label: { vi: 'Bảng giá (Loại giá)', en: 'Price list (Price type)' } },
  { catalogue: 'DM_DichVu', table: 'DM_BangGia_DichVu', column: 'DichVu_Id', label: { vi: 'Bảng giá (Giá dịch vụ)', en: 'Price list (Service prices)' } },
  { catalogue: 'DM_LieuTrinh', table: 'DM_BangGia_LieuTrinh', column: 'LieuTrinh_Id', label: { vi: 'Bảng giá (Giá liệu trình)', en: 'Price list (Treatment course prices)' } },
];

const fieldLabels = (lang: 'vi' | 'en'): MessageCatalog =>
  Object.fromEntries(Object.entries(PRICING_FIELD_LABELS).map(([name, label]) => [`field.${name}`, label[lang]]));

const catalogues = catalogueServerParts('pricing', pricingCatalogues, {
  usages,
  locales: { vi: { ...fieldLabels('vi'), ...vi }, en: { ...fieldLabels('en'), ...en } },
});

export default defineServerPlugin({
  id: 'pricing',
  requires: ['catalogues'],
  // Whoever quotes or takes money looks prices up; nurses and cashiers also see the patient groups.
  demoProfiles: {
    // A receptionist tells a patient what a visit will cost.
    receptionist: { navigation: [{ path: '/gia-dich-vu' }, { path: '/doi-tuong' }] },
    doctor: { navigation: [{ path: '/gia-dich-vu' }] },
    nurse: { navigation: [{ path: '/gia-dich-vu' }, { path: '/doi-tuong' }] },
    cashier: { navigation: [{ path: '/gia-dich-vu' }, { path: '/doi-tuong' }] },
    accountant: { navigation: [{ path: '/gia-dich-vu' }, { path: '/doi-tuong' }] },
    director: { navigation: [{ path: '/gia-dich-vu' }] },
  },
  schema: [catalogues.schema, priceListSchema].join('\n\n'),
  access: mergeAccessMaps(catalogues.access, pricingAccess),
  resolvers: mergeResolverMaps(catalogues.resolvers, priceListResolvers),
  migrations: [...catalogues.migrations, ...priceListMigrations],
  permissions: [
    ...catalogues.permissions,
    { code: PRICE_LIST_WRITE, title: { vi: 'Thêm, sửa, xoá bảng giá chưa phát hành', en: 'Create, edit and delete draft price lists' } },
    { code: PRICE_LIST_RELEASE, title: { vi: 'Phát hành bảng giá', en: 'Release price lists' } },
  ],
  settings: pricingSettings,
  locales: catalogues.locales,
  catalogueUsages: catalogues.catalogueUsages,
  auditLabels: mergeAuditLabels([catalogues.auditLabels, priceListAuditLabels]),
  provides: [
    provide(UNIT_PRICES, resolveUnitPrices), provide(PRICED_SERVICES, pricedServicesCondition), provide(PATIENT_GROUPS, patientGroupsLookup),
    provide(INSURANCE_UNIT_PRICES, resolveInsuranceUnitPrices),
  ],
  events: [...catalogues.events, ...Object.values(priceListEvents)],
  printTemplates: [priceListPrint],
  async seed({ tx, demo, facilityNodeIds, log }) {
    if (demo) log.info('pricing.seeded', { demo, priceLists: await seedDemoPriceLists(tx, facilityNodeIds) });
    else log.info('pricing.seeded', { demo, rows: await seedCatalogues(tx, referenceSeeds, known, facilityNodeIds) });
  },
});
