// A department's or room's links (spec §3 "Bed and department links"): the services it performs, the pharmacy stores
// it draws from and its beds, each list saved whole (setDichVuPhongBan, setKhoDuocPhongBan, setGiuongPhongBan).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch, useNodeSearch } from '@his/sdk/catalogue-screens';
import { fieldErrorOf, useClient } from '@his/sdk/data';
import { Button, Dialog, Tabs, toast, type ComboboxItem } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import {
  DepartmentBedsDocument,
  DepartmentServicesDocument,
  DepartmentStoresDocument,
  SetDepartmentBedsDocument,
  SetDepartmentServicesDocument,
  SetDepartmentStoresDocument,
} from '../../generated/graphql';
import { dichVu, giuongBenh } from '../../rules';
import { DEPARTMENT_LINKS_WRITE } from '../../rules/department-links';
import { LinkedItems } from './linked-items';

export interface LinkedUnit {
  _id: string;
  name: string;
  category: string;
}

type Kind = 'services' | 'stores' | 'beds';

const item = (id: string, code: string, name: string, suspended: boolean): ComboboxItem => ({ value: id, label: name, description: code, disabled: suspended });

/** The three lists of one unit: loaded when the dialog opens, each kept as the user edits it until saved. */
function useLinks(unitId: string) {
  const client = useClient();
  const [lists, setLists] = useState<Record<Kind, ComboboxItem[]> | null>(null);
  useEffect(() => {
    let current = true;
    const variables = { idPhongBan: unitId };
    const options = { requestPolicy: 'network-only' } as const;
    void Promise.all([
      client.query(DepartmentServicesDocument, variables, options).toPromise(),
      client.query(DepartmentStoresDocument, variables, options).toPromise(),
      client.query(DepartmentBedsDocument, variables, options).toPromise(),
    ]).then(([services, stores, beds]) => {
      if (!current) return;
      setLists({
        services: (services.data?.getDichVuByPhongBan ?? []).map(({ DichVu }) => item(DichVu._id, DichVu.MaDichVu, DichVu.TenDichVu, DichVu.TamNgung)),
        stores: (stores.data?.getKhoDuocByPhongBan ?? []).map(({ KhoDuoc }) => item(KhoDuoc._id, KhoDuoc.code, KhoDuoc.name, KhoDuoc.TamNgung)),
        beds: (beds.data?.getGiuongByPhongBan ?? []).map(({ Giuong }) => item(Giuong._id, Giuong.MaGiuongBenh, Giuong.TenGiuongBenh, Giuong.TamNgung)),
      });
    });
    return () => {
      current = false;
    };
  }, [client, unitId]);
  return [lists, setLists] as const;
}

export interface DepartmentLinksDialogProps {
  unit: LinkedUnit | null;
  onClose: () => void;
}

export function DepartmentLinksDialog({ unit, onClose }: DepartmentLinksDialogProps) {
  const { t } = useTranslation('catalogues');
  return (
    <Dialog open={unit !== null} onOpenChange={(open) => !open && onClose()} title={unit ? t('catalogues.links.title', { name: unit.name }) : ''} size="lg">
      {unit && <LinksForm key={unit._id} unit={unit} onClose={onClose} />}
    </Dialog>
  );
}

function LinksForm({ unit, onClose }: { unit: LinkedUnit; onClose: () => void }) {
  const { t } = useTranslation('catalogues');
  const client = useClient();
  const canWrite = useHasPermission(DEPARTMENT_LINKS_WRITE);
  const [lists, setLists] = useLinks(unit._id);
  const [tab, setTab] = useState<Kind>('services');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ kind: Kind; message: string } | null>(null);
  const searchServices = useCatalogueSearch(dichVu);
  const searchBeds = useCatalogueSearch(giuongBenh);
  const searchStores = useNodeSearch(['STORE']);
  const searches = useMemo(() => ({ services: searchServices, stores: searchStores, beds: searchBeds }), [searchServices, searchStores, searchBeds]);

  const save = async () => {
    if (!lists) return;
    setSaving(true);
    setError(null);
    const ids = (kind: Kind) => lists[kind].map((each) => each.value);
    const idPhongBan = unit._id;
    // One list after another: the first refusal stops, and names its list.
    const steps: [Kind, () => Promise<{ error?: Parameters<typeof fieldErrorOf>[0] }>][] = [
      ['services', () => client.mutation(SetDepartmentServicesDocument, { idPhongBan, idDichVus: ids('services') }).toPromise()],
      ['stores', () => client.mutation(SetDepartmentStoresDocument, { idPhongBan, idKhoDuocs: ids('stores') }).toPromise()],
      ['beds', () => client.mutation(SetDepartmentBedsDocument, { idPhongBan, idGiuongs: ids('beds') }).toPromise()],
    ];
    for (const [kind, run] of steps) {
      const outcome = await run();
      if (outcome.error) {
        setSaving(false);
        setTab(kind);
        const refused = fieldErrorOf(outcome.error);
        setError({ kind, message: refused ? t(refused.messageKey, { ...refused.params, ns: ['catalogues', 'core'] }) : outcome.error.message });
        return;
      }
    }
    setSaving(false);
    toast.success(t('catalogues.links.saved'));
    onClose();
  };

  const list = (kind: Kind) => (
    <LinkedItems
      label={t(`catalogues.links.${kind}Of`, { name: unit.name })}
      pickerLabel={t(`catalogues.links.add.${kind}`)}
      items={lists?.[kind] ?? []}
      onItemsChange={(items) => {
        setLists((current) => (current ? { ...current, [kind]: items } : current));
        setError(null);
      }}
      search={(text) => searches[kind](text)}
      loading={lists === null}
      readOnly={!canWrite}
      error={error?.kind === kind ? error.message : null}
    />
  );

  return (
    <div>
      <Tabs
        label={t('catalogues.links.tabs')}
        value={tab}
        onValueChange={(value) => setTab(value as Kind)}
        items={[
          { value: 'services', label: t('catalogues.links.services', { count: lists?.services.length ?? 0 }), content: list('services') },
          { value: 'stores', label: t('catalogues.links.stores', { count: lists?.stores.length ?? 0 }), content: list('stores') },
          { value: 'beds', label: t('catalogues.links.beds', { count: lists?.beds.length ?? 0 }), content: list('beds') },
        ]}
      />
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })}>
        <Button type="button" variant="outline" tone="neutral" lock={false} onClick={onClose}>
          {t('catalogues.links.close')}
        </Button>
        {canWrite && (
          <Button type="button" loading={saving} disabled={lists === null} onClick={() => void save()}>
            {t('catalogues.links.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
