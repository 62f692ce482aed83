// The server refuses the numbers a service form must not save, whatever the browser sent: a negative price
// where the field starts at zero, and a fraction of a đồng, each named by field with the spec's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { serversOnBackends } from '../support/backends';
import { login, type Caller, mainService } from '../support/server';

const UPDATE_SERVICE = 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id GiaDichVu } }';
const SERVICE = 'query ($id: ID!) { getDM_DichVuById(id: $id) { _id GiaDichVu ThoiGianThucHienToiThieu } }';

const startServer = serversOnBackends({ withPlugins: true });

describe('number fields of the service catalogue, checked by the server', () => {
  let server: HisServer;
  let admin: Caller;
  let service: { _id: string; MaDichVu: string; TenDichVu: string; NhomDichVu_Id: string; GiaDichVu: number | null };
  const { data, refusal } = mainService(() => server);

  beforeAll(async () => {
    server = await startServer('PGlite');
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const rows = await server.runtime.database.query<typeof service>('SELECT _id, "MaDichVu", "TenDichVu", "NhomDichVu_Id", "GiaDichVu" FROM "DM_DichVu" ORDER BY "MaDichVu" LIMIT 1');
    service = rows[0]!;
  });
  afterAll(async () => server?.close());

  const input = (changes: Record<string, unknown>) => ({ MaDichVu: service.MaDichVu, TenDichVu: service.TenDichVu, NhomDichVu_Id: service.NhomDichVu_Id, ...changes });

  it.each([
    ['a negative price', { GiaDichVu: -5 }, 'GiaDichVu', 'validation.negativeNumber'],
    ['a negative duration', { ThoiGianThucHienToiThieu: -5 }, 'ThoiGianThucHienToiThieu', 'validation.negativeNumber'],
    ['a fraction of a đồng', { GiaDichVu: 1.5 }, 'GiaDichVu', 'validation.integer'],
  ])('refuses %s, names the field, and keeps the stored row', async (_case, changes, field, messageKey) => {
    const refused = await refusal(admin, UPDATE_SERVICE, { id: service._id, input: input(changes) });
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    const stored = await data<{ getDM_DichVuById: { GiaDichVu: number | null } }>(admin, SERVICE, { id: service._id });
    expect(stored.getDM_DichVuById.GiaDichVu).toBe(service.GiaDichVu);
  });
});
