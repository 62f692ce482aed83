// The catalogues' API: every descriptor of rules/ becomes its table, list, search, create, update, remove and
// import; api/ adds the service search's filters, department links and the reads the spec names besides; the seed
// fills the national reference lists, and a demo hospital's services when asked for.
import { catalogueServerParts, catalogueUsage, defineServerPlugin, mergeAuditLabels, mergeResolverMaps, provide, seedCatalogues, mergeAccessMaps } from '@his/sdk/server';
import { catalogueDescriptors } from './rules';
import { PRICED_SERVICES, UNIT_PRICES } from '../pricing/contract';
import { NEW_ADDRESS_FROM_OLD, departmentLinkEvents } from './contract';
import { newAddressFromOld } from './api/new-address';
import { demoSeeds, referenceSeeds } from './seed';
import { seedDemoDepartmentLinks } from './seed/department-links';
import { mergeGinPendingLists } from './seed/gin-pending';
import { argumentLabels, departmentLinkUsages, operationPermissions } from './api/labels';
import { departmentLinkAuditLabels } from './api/audit-labels';
import { departmentLinkMigrations } from './api/migrations';
import { extraSearchArgs } from './api/search-filters';
import { operationsSchema } from './api/schema';
import { operationResolvers } from './api/resolvers';
import { staffAccountResolvers, staffAccountSchema, staffAccountWriteArgs } from './api/staff-account';
import { withIcdResolvers } from './api/icd-resolvers';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { cataloguesAccess } from './api/access';

const known = new Map(catalogueDescriptors.map((descriptor) => [descriptor.name, descriptor]));

const catalogues = catalogueServerParts('catalogues', catalogueDescriptors, {
  locales: { vi: { ...argumentLabels('vi'), ...vi }, en: { ...argumentLabels('en'), ...en } },
  usages: [
    // A staff member with a user account is removed by closing the account, not the record.
    catalogueUsage({ catalogue: 'NhanVien', table: 'his_users', column: 'NhanVien_Id', label: { vi: 'Tài khoản người dùng', en: 'User account' } }),
    ...departmentLinkUsages,
  ],
  extraSearchArgs,
  extraWriteArgs: staffAccountWriteArgs,
});

export default defineServerPlugin({
  id: 'catalogues',
  // The service search's patient-group filter and the priced search ask pricing.
  consumes: [PRICED_SERVICES, UNIT_PRICES],
  // Reception offers a patient's new address from the old one a card or document names.
  provides: [provide(NEW_ADDRESS_FROM_OLD, newAddressFromOld)],
  // Each role's reference lists: ICD-10 and services for doctors, the paraclinical lists for technicians.
  demoProfiles: {
    doctor: { navigation: [{ path: '/icd-thuong-dung' }, { path: '/dich-vu' }] },
    nurse: { navigation: [{ path: '/dich-vu' }] },
    technician: { navigation: [{ path: '/can-lam-sang' }, { path: '/thiet-bi' }] },
    director: { navigation: [{ path: '/dich-vu' }] },
    clerk: { navigation: [{ path: '/nhan-vien' }] },
  },
  ...catalogues,
  schema: [catalogues.schema, operationsSchema, staffAccountSchema].join('\n\n'),
  access: mergeAccessMaps(catalogues.access, cataloguesAccess),
  resolvers: mergeResolverMaps(withIcdResolvers(catalogues.resolvers), operationResolvers, staffAccountResolvers),
  migrations: [...catalogues.migrations, ...departmentLinkMigrations],
  permissions: [...catalogues.permissions, ...operationPermissions],
  auditLabels: mergeAuditLabels([catalogues.auditLabels, departmentLinkAuditLabels]),
  events: [...catalogues.events, ...Object.values(departmentLinkEvents)],
  async seed({ tx, demo, facilityNodeIds, log }) {
    const saved = await seedCatalogues(tx, demo ? demoSeeds : referenceSeeds, known, facilityNodeIds);
    const links = demo ? await seedDemoDepartmentLinks(tx) : 0;
    const ginPages = await mergeGinPendingLists(tx, catalogueDescriptors.map((descriptor) => descriptor.name));
    log.info('catalogues.seeded', { demo, rows: saved, links, ginPages });
  },
});
