// The organisation as a tree (each hospital, its departments, their rooms and stores) with a search, the
// suspended units on demand, and per unit: add a unit under it, edit it, suspend or restore it. Its queries go to
// the auth service: the page puts that client above this screen. Changes need auth.nodes.manage, which the
// server checks again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalsOf, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, Switch, TextInput, toast, useConfirm, type DataTableColumn } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { GetNodesDocument, SetNodeDeletedDocument } from '../../generated/auth/graphql';
import { OrgUnitDialog, type OrgUnitTarget } from './org-unit-dialog';
import { categoriesUnder, treeRows, type OrgUnit, type OrgUnitRow } from './org-unit-tree';

export const NODES_MANAGE = 'auth.nodes.manage';

const QUIET = { quietErrors: true };
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' });
const actionsCell = css({ display: 'flex', gap: '1' });
const srOnly = css({ srOnly: true });
const muted = css({ color: 'fg.muted' });
const suspendedBadge = css({ px: '1.5', rounded: 'l1', bg: 'bg.subtle', color: 'fg.muted', textStyle: 'xs' });

export interface OrgUnitsScreenProps {
  /** Opens a department's or room's services, stores and beds (main service: the page shows that dialog). */
  onOpenLinks?: (unit: OrgUnit) => void;
}

export function OrgUnitsScreen({ onOpenLinks }: OrgUnitsScreenProps) {
  const { t } = useTranslation('catalogues');
  const canManage = useHasPermission(NODES_MANAGE);
  const [confirm, confirmDialog] = useConfirm();
  const [search, setSearch] = useState('');
  const [showSuspended, setShowSuspended] = useState(false);
  const [target, setTarget] = useState<OrgUnitTarget | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // Only managers may see suspended units; the switch is theirs.
  const allowDeleted = canManage && showSuspended;
  const variables = useMemo(() => ({ allowDeleted }), [allowDeleted]);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: GetNodesDocument, variables, requestPolicy: 'cache-and-network' });
  const [, setDeleted] = useMutation(SetNodeDeletedDocument);
  const units = data?.getNodes;
  const byId = useMemo(() => new Map((units ?? []).map((unit) => [unit._id, unit])), [units]);
  const rows = useMemo(() => (units ? treeRows(units, search) : undefined), [units, search]);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const parentOf = (unit: OrgUnit) => (unit.parent_Id ? (byId.get(unit.parent_Id) ?? null) : null);
  const edit = (unit: OrgUnit) => setTarget({ kind: 'edit', unit, parent: parentOf(unit) });

  const toggleSuspended = async (unit: OrgUnit) => {
    const isDeleted = !unit.isDeleted;
    const question = t(isDeleted ? 'catalogues.orgUnits.suspendQuestion' : 'catalogues.orgUnits.restoreQuestion', { name: unit.name });
    const yes = await confirm({ message: question, confirmLabel: t(isDeleted ? 'catalogues.orgUnits.suspend' : 'catalogues.orgUnits.restore'), tone: isDeleted ? 'danger' : 'accent' });
    if (!yes) return;
    const result = await setDeleted({ ids: [unit._id], isDeleted }, QUIET);
    if (result.error) {
      toast.error(refusalsOf(result.error).messages.join(', ') || t('catalogues.orgUnits.failed'));
      return;
    }
    toast.success(t(isDeleted ? 'catalogues.orgUnits.suspendedDone' : 'catalogues.orgUnits.restoredDone', { name: unit.name }));
    refresh();
  };

  const columns = useMemo<DataTableColumn<OrgUnitRow>[]>(
    () => [
      {
        id: 'name',
        header: t('catalogues.orgUnits.column.name'),
        width: '26rem',
        accessor: (row) => row.unit.name,
        cell: (row) => (
          <span style={{ paddingInlineStart: `${row.depth * 1.5}rem` }} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0' })}>
            <span aria-hidden className={muted}>{row.depth > 0 ? '└' : ''}</span>
            <span className={css({ truncate: true })}>{row.unit.name}</span>
            <span className={srOnly}>{t('catalogues.orgUnits.level', { level: row.depth + 1 })}</span>
            {row.unit.isDeleted && <span className={suspendedBadge}>{t('catalogues.orgUnits.suspended')}</span>}
          </span>
        ),
      },
      { id: 'code', header: t('catalogues.orgUnits.column.code'), width: '8rem', accessor: (row) => row.unit.code },
      { id: 'category', header: t('catalogues.orgUnits.column.category'), width: '7rem', accessor: (row) => t(`catalogues.orgUnits.category.${row.unit.category}`) },
      // The spec's room kinds read as words; a kind typed by hand shows as typed.
      { id: 'roomType', header: t('catalogues.orgUnits.column.roomType'), width: '10rem', accessor: (row) => (row.unit.roomType ? t(`catalogues.orgUnits.roomType.${row.unit.roomType}`, { defaultValue: row.unit.roomType }) : '') },
      { id: 'queueCodes', header: t('catalogues.orgUnits.column.queueCodes'), width: '8rem', accessor: (row) => row.unit.queueCodes.join(', ') },
      {
        id: 'actions',
        header: t('catalogues.orgUnits.column.actions'),
        width: '26rem',
        cell: (row) => {
          const { unit } = row;
          const hasLinks = onOpenLinks !== undefined && (unit.category === 'DEPARTMENT' || unit.category === 'ROOM');
          const linksButton = hasLinks && (
            <Button size="sm" variant="ghost" tone="neutral" lock={false} aria-label={t('catalogues.links.openRow', { name: unit.name })} onClick={() => onOpenLinks(unit)}>
              {t('catalogues.links.open')}
            </Button>
          );
          if (!canManage) return linksButton || null;
          const canAdd = !unit.isDeleted && categoriesUnder(unit.category).length > 0;
          return (
            <span className={actionsCell}>
              {linksButton}
              {canAdd && (
                <Button size="sm" variant="ghost" lock={false} aria-label={t('catalogues.orgUnits.addChildRow', { name: unit.name })} onClick={() => setTarget({ kind: 'add', parent: unit })}>
                  {t('catalogues.orgUnits.addChild')}
                </Button>
              )}
              <Button size="sm" variant="ghost" lock={false} aria-label={t('catalogues.orgUnits.editRow', { name: unit.name })} onClick={() => edit(unit)}>
                {t('catalogues.orgUnits.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                tone={unit.isDeleted ? 'neutral' : 'danger'}
                lock={false}
                aria-label={t(unit.isDeleted ? 'catalogues.orgUnits.restoreRow' : 'catalogues.orgUnits.suspendRow', { name: unit.name })}
                onClick={() => toggleSuspended(unit)}
              >
                {t(unit.isDeleted ? 'catalogues.orgUnits.restore' : 'catalogues.orgUnits.suspend')}
              </Button>
            </span>
          );
        },
      },
    ],
    // The handlers close over the mutation and the list's refresh, which stay the same for the screen; the parents
    // an edit needs come with the units (byId).
    [t, canManage, byId, onOpenLinks],
  );

  return (
    <section className={css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' })} aria-labelledby="org-units-title">
      <h1 id="org-units-title" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {t('catalogues.orgUnits.title')}
      </h1>
      <div className={toolbar}>
        <TextInput label={t('catalogues.orgUnits.search')} type="search" value={search} onValueChange={setSearch} fieldClassName={css({ flex: '1 1 18rem', maxW: '28rem' })} />
        {canManage && <Switch label={t('catalogues.orgUnits.showSuspended')} checked={showSuspended} onCheckedChange={setShowSuspended} />}
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('catalogues.orgUnits.loadFailed', { message: [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ') || error.message })}
        </p>
      )}
      <DataTable
        label={t('catalogues.orgUnits.table')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.unit._id}
        loading={fetching}
        emptyText={t('catalogues.orgUnits.empty')}
        height="min(65vh, 44rem)"
        selectedRowId={selected}
        onRowActivate={(row) => edit(row.unit)}
      />
      <OrgUnitDialog
        target={target}
        readOnly={!canManage}
        onClose={() => setTarget(null)}
        onSaved={(unit) => {
          setTarget(null);
          setSelected(unit._id);
          toast.success(t('catalogues.orgUnits.saved', { name: unit.name }));
          refresh();
        }}
      />
      {confirmDialog}
    </section>
  );
}
