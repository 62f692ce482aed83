// The catalogues' API: every descriptor of rules/ becomes its table, list, search, create, update, remove and
// import; the seed fills the national reference lists, and a demo hospital's services when asked for.
import { catalogueServerParts, catalogueUsage, defineServerPlugin, seedCatalogues } from '@his/sdk/server';
import { catalogueDescriptors } from './rules';
import { demoSeeds, referenceSeeds } from './seed';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

const known = new Map(catalogueDescriptors.map((descriptor) => [descriptor.name, descriptor]));

export default defineServerPlugin({
  id: 'catalogues',
  ...catalogueServerParts('catalogues', catalogueDescriptors, {
    locales: { vi, en },
    // A staff member with a user account is removed by closing the account, not the record.
    usages: [catalogueUsage({ catalogue: 'NhanVien', table: 'his_users', column: 'NhanVien_Id', label: { vi: 'Tài khoản người dùng', en: 'User account' } })],
  }),
  async seed({ tx, demo, facilityNodeIds, log }) {
    const saved = await seedCatalogues(tx, demo ? demoSeeds : referenceSeeds, known, facilityNodeIds);
    log.info('catalogues.seeded', { demo, rows: saved });
  },
});
