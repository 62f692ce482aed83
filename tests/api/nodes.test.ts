// Organisational units through the auth service as an administrator sees them: adding, editing, the tree's
// rules (codes, no cycles, which category sits under which), suspending and restoring, and who may do it; on
// PGlite, and on PostgreSQL where a server is installed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@his/sdk/server';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, type GraphQLError } from '../support/server';

const NODE = '_id code name category roomType parent_Id phone taxCode address queueCodes prescriptionTemplate canSale isDeleted';
const CREATE = `mutation ($input: NewNodeInput!) { createNodeCLSPhongMach(newNodeInput: $input) { ${NODE} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateNodeInput!) { updateNode(id: $id, input: $input) { ${NODE} } }`;
const SET_DELETED = `mutation ($ids: [ID!]!, $isDeleted: Boolean!) { setNodeDeleted(ids: $ids, isDeleted: $isDeleted) { _id code isDeleted } }`;
const GET_NODES = `query ($category: NodeCategory, $allowDeleted: Boolean) { getNodes(category: $category, allowDeleted: $allowDeleted) { _id code isDeleted } }`;
const MY_INFO = '{ myInfo { currentNode { code } nodes { code } } }';

interface NodeRow {
  _id: string;
  code: string;
  name: string;
  category: string;
  roomType: string | null;
  parent_Id: string | null;
  phone: string | null;
  queueCodes: string[];
  canSale: boolean;
  isDeleted: boolean;
}

const startServer = serversOnBackends();

describe.each(BACKENDS)('organisational units (his_nodes) on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  /** Node ids of the demo organisation, by code. */
  const ids = new Map<string, string>();
  const events: RealtimeEvent[] = [];
  let stopListening = () => {};

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, 'admin', 'Admin@123')).token, lang: 'en' };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token, lang: 'en' };
    for (const node of await data<{ getNodes: NodeRow[] }>(admin, GET_NODES).then((result) => result.getNodes)) ids.set(node.code, node._id);
    stopListening = server.runtime.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stopListening();
    await server?.close();
  });

  async function data<T = any>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await gql<T>(server, '/graphqlauth', query, variables, caller);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  async function refusal(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLError> {
    const result = await gql(server, '/graphqlauth', query, variables, caller);
    expect(result.errors, 'the call should have been refused').toBeDefined();
    return result.errors![0] as GraphQLError;
  }
  const id = (code: string) => {
    const found = ids.get(code);
    if (!found) throw new Error(`no demo node ${code}`);
    return found;
  };
  async function create(input: Record<string, unknown>): Promise<NodeRow> {
    const created = (await data<{ createNodeCLSPhongMach: NodeRow }>(admin, CREATE, { input })).createNodeCLSPhongMach;
    ids.set(created.code, created._id);
    return created;
  }
  async function auditRows(entityId: string) {
    return server.runtime.database.query<{ action: string; before: unknown; after: unknown }>('SELECT action, before, after FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2 ORDER BY time', ['Node', entityId]);
  }

  describe('When the administrator adds and edits a room', () => {
    it('Then a room added under a department is stored with its fields, audited and announced', async () => {
      const room = await create({ code: 'XN02', name: 'Phòng xét nghiệm sinh hoá ', category: 'ROOM', parent_Id: id('KXN'), queueCodes: ['XN', ' XN ', ''] });
      expect(room).toMatchObject({ code: 'XN02', name: 'Phòng xét nghiệm sinh hoá', category: 'ROOM', roomType: 'LABORATORY_ROOM', parent_Id: id('KXN'), queueCodes: ['XN'], canSale: false, isDeleted: false });
      expect((await auditRows(room._id)).map((row) => row.action)).toEqual(['CREATE']);
      await vi.waitFor(() => expect(events.some((event) => event.module === 'HeThong' && event.process === 'createNode' && event.idNodes.includes(room._id))).toBe(true));
    });

    it('Then an edit changes the fields it names and keeps the others', async () => {
      const updated = (await data<{ updateNode: NodeRow }>(admin, UPDATE, { id: id('XN02'), input: { name: 'Phòng xét nghiệm hoá sinh', phone: '028 1234 5678', canSale: true } })).updateNode;
      expect(updated).toMatchObject({ code: 'XN02', name: 'Phòng xét nghiệm hoá sinh', phone: '028 1234 5678', canSale: true, roomType: 'LABORATORY_ROOM', queueCodes: ['XN'], parent_Id: id('KXN') });
      const cleared = (await data<{ updateNode: NodeRow }>(admin, UPDATE, { id: id('XN02'), input: { phone: null } })).updateNode;
      expect(cleared.phone).toBeNull();
      const audit = await auditRows(updated._id);
      expect(audit.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
      expect(audit[1]).toMatchObject({ before: { name: 'Phòng xét nghiệm sinh hoá' }, after: { name: 'Phòng xét nghiệm hoá sinh' } });
      await vi.waitFor(() => expect(events.some((event) => event.module === 'HeThong' && event.process === 'updateNode' && event.idNodes.includes(updated._id))).toBe(true));
    });

    it('Then a room can move to another department', async () => {
      const moved = (await data<{ updateNode: NodeRow }>(admin, UPDATE, { id: id('XN02'), input: { parent_Id: id('KNOI') } })).updateNode;
      expect(moved.parent_Id).toBe(id('KNOI'));
      await data(admin, UPDATE, { id: id('XN02'), input: { parent_Id: id('KXN') } });
    });
  });

  describe('When a unit breaks the rules of codes and names', () => {
    it('Then a code another unit has, in any letter case, is refused under the code field, on create and on update', async () => {
      const onCreate = await refusal(admin, CREATE, { input: { code: 'pk01', name: 'Phòng khám trùng mã', parent_Id: id('KKB') } });
      expect(onCreate.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.duplicateCode', field: 'code', params: { code: 'pk01' } });
      expect(onCreate.message).toBe('Code: The code pk01 already exists');
      const onUpdate = await refusal(admin, UPDATE, { id: id('XN02'), input: { code: 'Pk01' } });
      expect(onUpdate.extensions).toMatchObject({ messageKey: 'validation.duplicateCode', field: 'code', params: { code: 'Pk01' } });
      const vi = await refusal({ ...admin, lang: 'vi' }, UPDATE, { id: id('XN02'), input: { code: 'PK01' } });
      expect(vi.message).toMatch(/PK01/);
    });

    it('Then a unit keeps its own code in another letter case', async () => {
      expect((await data<{ updateNode: NodeRow }>(admin, UPDATE, { id: id('XN02'), input: { code: 'xn02' } })).updateNode.code).toBe('xn02');
      await data(admin, UPDATE, { id: id('XN02'), input: { code: 'XN02' } });
    });

    it('Then a blank name, a code with symbols and a missing category are refused by the shared rules', async () => {
      expect((await refusal(admin, UPDATE, { id: id('XN02'), input: { name: '   ' } })).extensions).toMatchObject({ field: 'name', messageKey: 'validation.blank' });
      expect((await refusal(admin, UPDATE, { id: id('XN02'), input: { code: 'XN/02' } })).extensions).toMatchObject({ field: 'code', messageKey: 'validation.codeFormat' });
      expect((await refusal(admin, CREATE, { input: { code: '', name: 'Phòng', parent_Id: id('KXN') } })).extensions).toMatchObject({ field: 'code', messageKey: 'validation.required' });
      expect((await refusal(admin, UPDATE, { id: id('XN02'), input: { category: null } })).extensions).toMatchObject({ field: 'category', messageKey: 'validation.required' });
    });

    it('Then a room type outside the spec\'s list is refused under its field, and a listed one is kept', async () => {
      const refused = await refusal(admin, UPDATE, { id: id('XN02'), input: { roomType: 'PHONG_LA' } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'roomType', messageKey: 'auth.node.unknownRoomType' });
      expect((await refusal(admin, CREATE, { input: { code: 'PK99', name: 'Phòng khám lạ', parent_Id: id('KKB'), roomType: 'examine_room' } })).extensions).toMatchObject({ field: 'roomType' });
      expect((await data<{ updateNode: NodeRow }>(admin, UPDATE, { id: id('XN02'), input: { roomType: 'EXAMINE_ROOM' } })).updateNode.roomType).toBe('EXAMINE_ROOM');
      await data(admin, UPDATE, { id: id('XN02'), input: { roomType: 'LABORATORY_ROOM' } });
    });

    it('Then a unit that does not exist is named', async () => {
      expect((await refusal(admin, UPDATE, { id: 'khong-co', input: { name: 'X' } })).extensions).toMatchObject({ field: 'id', messageKey: 'validation.notFound' });
      expect((await refusal(admin, UPDATE, { id: id('XN02'), input: { parent_Id: 'khong-co' } })).extensions).toMatchObject({ field: 'parent_Id', messageKey: 'validation.notFound' });
    });
  });

  describe('When a unit is placed in the tree', () => {
    it('Then a unit cannot be put under itself or under a unit below it', async () => {
      const itself = await refusal(admin, UPDATE, { id: id('KKB'), input: { parent_Id: id('KKB') } });
      expect(itself.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'auth.node.parentBelowItself', field: 'parent_Id' });
      const below = await refusal(admin, UPDATE, { id: id('KKB'), input: { parent_Id: id('PK01') } });
      expect(below.extensions).toMatchObject({ messageKey: 'auth.node.parentBelowItself' });
      // Two hospitals: the second may sit under the first, and then the first not under the second.
      await data(admin, UPDATE, { id: id('CS02'), input: { parent_Id: id('CS01') } });
      const cycle = await refusal(admin, UPDATE, { id: id('CS01'), input: { parent_Id: id('CS02') } });
      expect(cycle.extensions).toMatchObject({ messageKey: 'auth.node.parentBelowItself' });
      expect(cycle.message).toMatch(/cannot be placed under itself or a unit below it/);
      await data(admin, UPDATE, { id: id('CS02'), input: { parent_Id: null } });
    });

    it.each([
      ['a department under a department', { code: 'K-SAI', name: 'Khoa sai chỗ', category: 'DEPARTMENT', parent: 'KKB' }, 'auth.node.parentOfDepartment', 'category'],
      ['a room under a room', { code: 'P-SAI', name: 'Phòng sai chỗ', category: 'ROOM', parent: 'PK01' }, 'auth.node.parentOfRoom', 'category'],
      ['a store under a store', { code: 'KHO-SAI', name: 'Kho sai chỗ', category: 'STORE', parent: 'KHO01' }, 'auth.node.parentOfRoom', 'category'],
      ['a hospital under a department', { code: 'CS-SAI', name: 'Cơ sở sai chỗ', category: 'HOSPITAL', parent: 'KKB' }, 'auth.node.parentOfHospital', 'category'],
    ])('Then %s is refused', async (_case, { parent, ...input }, messageKey, field) => {
      const refused = await refusal(admin, CREATE, { input: { ...input, parent_Id: id(parent) } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    });

    it('Then a room and a store may sit directly under a hospital, and a department only under a hospital', async () => {
      expect((await create({ code: 'QT-CS01', name: 'Quầy thông tin', category: 'ROOM', parent_Id: id('CS01'), roomType: 'RECEIVE_ROOM' })).roomType).toBe('RECEIVE_ROOM');
      expect((await create({ code: 'KHO-CS01', name: 'Kho vật tư', category: 'STORE', parent_Id: id('CS01') })).roomType).toBeNull();
      expect((await create({ code: 'KNGOAI', name: 'Khoa Ngoại', category: 'DEPARTMENT', parent_Id: id('CS01') })).category).toBe('DEPARTMENT');
    });

    it('Then a unit without parent must be a hospital', async () => {
      const refused = await refusal(admin, UPDATE, { id: id('XN02'), input: { parent_Id: null } });
      expect(refused.extensions).toMatchObject({ messageKey: 'auth.node.parentOfRoom', field: 'parent_Id' });
    });

    it('Then a department whose rooms would no longer fit cannot become a room', async () => {
      const refused = await refusal(admin, UPDATE, { id: id('KKB'), input: { category: 'ROOM' } });
      expect(refused.extensions).toMatchObject({ messageKey: 'auth.node.childrenDoNotFit', field: 'category' });
    });
  });

  describe('When units are suspended and restored', () => {
    it('Then a unit with units in use below it is not suspended, and the message names both', async () => {
      const refused = await refusal(admin, SET_DELETED, { ids: [id('KXN')], isDeleted: true });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'auth.node.hasActiveChildren' });
      expect(refused.message).toMatch(/^Khoa Xét nghiệm cannot be suspended: Phòng (lấy mẫu xét nghiệm|xét nghiệm hoá sinh) below it is still in use/);
    });

    it('Then the unit the administrator works in is not suspended', async () => {
      const refused = await refusal(admin, SET_DELETED, { ids: [id('CS01')], isDeleted: true });
      expect(refused.extensions).toMatchObject({ messageKey: 'auth.node.suspendCurrent' });
    });

    it('Then a suspended room leaves the lists, comes back with allowDeleted, and returns when restored', async () => {
      const suspended = (await data<{ setNodeDeleted: NodeRow[] }>(admin, SET_DELETED, { ids: [id('XN02')], isDeleted: true })).setNodeDeleted;
      expect(suspended).toEqual([{ _id: id('XN02'), code: 'XN02', isDeleted: true }]);
      const active = (await data<{ getNodes: NodeRow[] }>(admin, GET_NODES, { category: 'ROOM' })).getNodes;
      expect(active.map((node) => node.code)).not.toContain('XN02');
      const all = (await data<{ getNodes: NodeRow[] }>(admin, GET_NODES, { category: 'ROOM', allowDeleted: true })).getNodes;
      expect(all.find((node) => node.code === 'XN02')).toMatchObject({ isDeleted: true });
      const search = (await data<{ searchNodes: NodeRow[] }>(admin, '{ searchNodes(searchString: "hoa sinh") { code } }')).searchNodes;
      expect(search).toEqual([]);
      await vi.waitFor(() => expect(events.some((event) => event.module === 'HeThong' && event.process === 'updateNode' && event.idNodes.includes(id('XN02')))).toBe(true));
      expect((await auditRows(id('XN02'))).at(-1)).toMatchObject({ action: 'UPDATE', before: { isDeleted: false }, after: { isDeleted: true } });

      const restored = (await data<{ setNodeDeleted: NodeRow[] }>(admin, SET_DELETED, { ids: [id('XN02')], isDeleted: false })).setNodeDeleted;
      expect(restored[0]!.isDeleted).toBe(false);
      expect((await data<{ getNodes: NodeRow[] }>(admin, GET_NODES, { category: 'ROOM' })).getNodes.map((node) => node.code)).toContain('XN02');
    });

    it('Then a department is suspended together with its rooms, and a room is not restored under it alone', async () => {
      const all = [id('KXN'), id('XN01'), id('XN02')];
      expect((await data<{ setNodeDeleted: NodeRow[] }>(admin, SET_DELETED, { ids: all, isDeleted: true })).setNodeDeleted.every((node) => node.isDeleted)).toBe(true);
      const orphan = await refusal(admin, SET_DELETED, { ids: [id('XN02')], isDeleted: false });
      expect(orphan.extensions).toMatchObject({ messageKey: 'auth.node.parentSuspended' });
      expect(orphan.message).toBe('Phòng xét nghiệm hoá sinh cannot be restored: its parent Khoa Xét nghiệm is suspended');
      // A suspended unit may still be edited: its suspended parent is the one it already has.
      await data(admin, UPDATE, { id: id('XN02'), input: { address: 'Tầng 2' } });
      // But nothing new is put under a suspended unit.
      expect((await refusal(admin, CREATE, { input: { code: 'XN03', name: 'Phòng', parent_Id: id('KXN') } })).extensions).toMatchObject({ messageKey: 'validation.notFound', field: 'parent_Id' });
      expect((await data<{ setNodeDeleted: NodeRow[] }>(admin, SET_DELETED, { ids: all, isDeleted: false })).setNodeDeleted.every((node) => !node.isDeleted)).toBe(true);
    });

    it('Then a doctor acting for a suspended hospital is refused at once, and may act for it again once restored', async () => {
      const onCs02 = { ...doctor, node: id('CS02') };
      expect((await data(onCs02, MY_INFO)).myInfo.currentNode.code).toBe('CS02');
      await data(admin, SET_DELETED, { ids: [id('CS02')], isDeleted: true });
      const refused = await refusal(onCs02, MY_INFO);
      expect(refused.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.nodeSuspended' });
      expect((await data(doctor, MY_INFO)).myInfo.nodes.map((node: { code: string }) => node.code)).toEqual(['CS01']);
      await data(admin, SET_DELETED, { ids: [id('CS02')], isDeleted: false });
      expect((await data(onCs02, MY_INFO)).myInfo.currentNode.code).toBe('CS02');
    });
  });

  describe('When a user without auth.nodes.manage tries', () => {
    it('Then adding, editing, suspending and listing suspended units are FORBIDDEN, and listing units in use is allowed', async () => {
      for (const [query, variables] of [
        [CREATE, { input: { code: 'PK99', name: 'Phòng khám', parent_Id: id('KKB') } }],
        [UPDATE, { id: id('PK01'), input: { name: 'Đổi tên' } }],
        [SET_DELETED, { ids: [id('PK02')], isDeleted: true }],
        [GET_NODES, { allowDeleted: true }],
      ] as const) {
        expect((await refusal(doctor, query, variables)).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.forbidden' });
      }
      expect((await data<{ getNodes: NodeRow[] }>(doctor, GET_NODES, { category: 'DEPARTMENT' })).getNodes.length).toBeGreaterThan(0);
      const pk01 = (await data<{ getNodes: NodeRow[] }>(admin, GET_NODES, { category: 'ROOM' })).getNodes.find((node) => node.code === 'PK01');
      expect(pk01).toBeDefined();
    });
  });
});
