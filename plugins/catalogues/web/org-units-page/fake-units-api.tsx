// A small in-memory auth service for the units screen's stories and tests: a hospital's units, answering the
// screen's operations with the server's refusals (a code already used, a unit with units in use below it). Any
// other operation fails loudly.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from 'urql';
import { createMockClient, mockSession, MockRefusal, type MockAnswers, type MockCall } from '@his/sdk/testing';
import { Provider } from '@his/sdk/data';
import { Toaster } from '@his/sdk/ui';
import { addNamespace, SessionContext } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import type { OrgUnit } from './org-unit-tree';

function unit(_id: string, code: string, name: string, category: OrgUnit['category'], parent_Id: string | null, extra: Partial<OrgUnit> = {}): OrgUnit {
  return { _id, code, name, category, parent_Id, roomType: null, phone: null, taxCode: null, address: null, queueCodes: [], prescriptionTemplate: null, canSale: false, isDeleted: false, ...extra };
}

export function sampleUnits(): OrgUnit[] {
  return [
    unit('n-cs01', 'CS01', 'Bệnh viện Đa khoa Hòa Bình', 'HOSPITAL', null, { address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh', phone: '028 3822 1234' }),
    unit('n-cs02', 'CS02', 'Bệnh viện Đa khoa Hòa Bình - Cơ sở 2', 'HOSPITAL', null),
    unit('n-kkb', 'KKB', 'Khoa Khám bệnh', 'DEPARTMENT', 'n-cs01'),
    unit('n-kxn', 'KXN', 'Khoa Xét nghiệm', 'DEPARTMENT', 'n-cs01'),
    unit('n-kduoc', 'KDUOC', 'Khoa Dược', 'DEPARTMENT', 'n-cs01'),
    unit('n-pk01', 'PK01', 'Phòng khám Nội 1', 'ROOM', 'n-kkb', { roomType: 'EXAMINE_ROOM', queueCodes: ['PK01'] }),
    unit('n-pk02', 'PK02', 'Phòng khám Nhi', 'ROOM', 'n-kkb', { roomType: 'EXAMINE_ROOM', queueCodes: ['PK02'] }),
    unit('n-xn01', 'XN01', 'Phòng lấy mẫu xét nghiệm', 'ROOM', 'n-kxn', { roomType: 'LABORATORY_ROOM' }),
    unit('n-kho01', 'KHO01', 'Kho dược chính', 'STORE', 'n-kduoc'),
    unit('n-kho02', 'KHO02', 'Kho dược cũ', 'STORE', 'n-kduoc', { isDeleted: true }),
  ];
}

export interface FakeUnitsApi {
  client: Client;
  units: OrgUnit[];
  calls: MockCall[];
}

export function createFakeUnitsApi(units: OrgUnit[] = sampleUnits()): FakeUnitsApi {
  const calls: FakeUnitsApi['calls'] = [];
  let nextId = 1;
  const find = (id: string) => {
    const found = units.find((each) => each._id === id);
    if (!found) throw new MockRefusal('validation.notFound', 'id', { entity: id });
    return found;
  };
  const checkCode = (code: string, self: string | null) => {
    if (units.some((each) => each._id !== self && each.code.toLowerCase() === code.trim().toLowerCase())) throw new MockRefusal('validation.duplicateCode', 'code', { code: code.trim() });
  };
  const answers: MockAnswers = {
    GetNodes: ({ allowDeleted }) => ({ getNodes: units.filter((each) => allowDeleted || !each.isDeleted) }),
    CreateNodeCLSPhongMach: ({ newNodeInput: { parent_Id, ...input } }) => {
      find(parent_Id);
      checkCode(input.code, null);
      const created = unit(`n-new-${nextId++}`, input.code.trim(), input.name.trim(), input.category ?? 'ROOM', parent_Id, input);
      units.push(created);
      return { createNodeCLSPhongMach: created };
    },
    UpdateNode: ({ id, input }) => {
      const current = find(id);
      if (input.code !== undefined) checkCode(input.code, id);
      Object.assign(current, input);
      return { updateNode: current };
    },
    SetNodeDeleted: ({ ids, isDeleted }) => {
      const changed = (ids as string[]).map(find);
      for (const each of changed) {
        const child = units.find((other) => other.parent_Id === each._id && !other.isDeleted && !ids.includes(other._id));
        if (isDeleted && child) throw new MockRefusal('auth.node.hasActiveChildren', undefined, { name: each.name, child: child.name });
      }
      for (const each of changed) each.isDeleted = isDeleted;
      return { setNodeDeleted: changed };
    },
  };

  const client = createMockClient(answers, { url: '/graphqlauth', calls });
  return { client, units, calls };
}

/** The fake service as the auth client, the plugin's texts and a session holding `permissions`, around a story or test. */
export function WithFakeUnits({ permissions, api, children }: { permissions: readonly string[]; api?: FakeUnitsApi; children: ReactNode }) {
  const { i18n } = useTranslation();
  useState(() => addNamespace(i18n, 'catalogues', { vi, en }));
  const [fake] = useState(() => api ?? createFakeUnitsApi());
  return (
    <Provider value={fake.client}>
      <SessionContext.Provider value={mockSession(permissions)}>
        {children}
        <Toaster />
      </SessionContext.Provider>
    </Provider>
  );
}
