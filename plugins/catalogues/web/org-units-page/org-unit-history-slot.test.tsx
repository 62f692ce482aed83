// @vitest-environment happy-dom
// A unit's edit dialog offers the unit's audit history through administration's recordHistory slot: the unit as its
// audit entries name it (Node and its id); a new unit, which has no history, offers none.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMockClient, mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import type { ComposedFill } from '@his/sdk/web';
import { recordHistory, type RecordHistoryProps } from '../../../admin/contract';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { OrgUnitDialog } from './org-unit-dialog';
import type { OrgUnit } from './org-unit-tree';

const HOSPITAL: OrgUnit = {
  _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL', roomType: null, parent_Id: null, phone: null, taxCode: null,
  address: null, queueCodes: [], prescriptionTemplate: null, canSale: false, isDeleted: false,
};
const ROOM: OrgUnit = { ...HOSPITAL, _id: 'n-pk01', code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', roomType: 'EXAMINE_ROOM', parent_Id: 'n-cs01' };

// Stands for administration's history button: shows what the dialog passes it.
function FakeHistory({ entity, entityId, recordName }: RecordHistoryProps) {
  return <button type="button">{`history ${entity} ${entityId} ${recordName}`}</button>;
}
const fills = new Map([[recordHistory.id, [{ slot: recordHistory, id: 'record-history', pluginId: 'admin', component: async () => ({ default: FakeHistory }) } as ComposedFill]]]);

function open(target: Parameters<typeof OrgUnitDialog>[0]['target']) {
  return renderInHost(<OrgUnitDialog target={target} readOnly={false} onClose={() => undefined} onSaved={() => undefined} />, {
    locales: { catalogues: { vi, en } }, client: createMockClient({}), session: mockSession(['auth.nodes.manage']), slotFills: fills,
  });
}

describe('the history of a unit from its dialog', () => {
  it('When a unit is edited / Then its history is offered for Node and the unit\'s id', async () => {
    await open({ kind: 'edit', unit: ROOM, parent: HOSPITAL });
    expect(await screen.findByRole('button', { name: 'history Node n-pk01 Phòng khám Nội 1' })).toBeTruthy();
  });

  it('When a unit is being added / Then there is no history to offer', async () => {
    await open({ kind: 'add', parent: HOSPITAL });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /^history/ })).toBeNull();
  });
});
