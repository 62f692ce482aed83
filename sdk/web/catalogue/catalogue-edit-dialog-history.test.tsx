// @vitest-environment happy-dom
// Every catalogue row's form offers the row's audit history through the host's recordHistory slot: the row as its
// audit entries name it (the catalogue's name and the row's id, with its name); a new row, which has none, offers none.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMockClient, mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import type { RecordHistoryProps } from '../../shared/record-history';
import { defineCatalogue, field, type AnyCatalogue } from '../../shared/catalogue';
import type { ComposedFill } from '../compose';
import { SHELL_SLOTS } from '../slots';
import { CatalogueEditDialog, type CatalogueRowData } from './catalogue-edit-dialog';

const label = (vi: string, en = vi) => ({ vi, en });
const lyDo = defineCatalogue({
  name: 'DM_LyDo', title: label('Lý do'), codeField: 'MaLyDo', nameField: 'TenLyDo',
  fields: { MaLyDo: field.text({ label: label('Mã lý do'), required: true }), TenLyDo: field.text({ label: label('Tên lý do'), required: true }) },
});
const known = new Map<string, AnyCatalogue>([[lyDo.name, lyDo]]);
const ROW: CatalogueRowData = { _id: 'ld-1', MaLyDo: 'LD01', TenLyDo: 'Bệnh nhân xin về', TamNgung: false };

// Stands for administration's history button: shows what the form passes it.
function FakeHistory({ entity, entityId, recordName }: RecordHistoryProps) {
  return <button type="button">{`history ${entity} ${entityId} ${recordName}`}</button>;
}
const slot = SHELL_SLOTS.recordHistory;
const fills = new Map([[slot.id, [{ slot, id: 'record-history', pluginId: 'admin', component: async () => ({ default: FakeHistory }) } as ComposedFill]]]);

function open(row: CatalogueRowData | null) {
  return renderInHost(<CatalogueEditDialog descriptor={lyDo} known={known} row={row} open onClose={() => undefined} onSaved={() => undefined} />, {
    client: createMockClient({}), session: mockSession([]), slotFills: fills,
  });
}

describe('the history of a catalogue row from its form', () => {
  it('When a row is edited / Then its history is offered for the catalogue and the row\'s id, named by the row', async () => {
    await open(ROW);
    expect(await screen.findByRole('button', { name: 'history DM_LyDo ld-1 Bệnh nhân xin về' })).toBeTruthy();
  });

  it('When a row is being added / Then there is no history to offer', async () => {
    await open(null);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /^history/ })).toBeNull();
  });
});
