// What a reception form starts from, read in one call (getDanhMucTiepNhan): the patient groups (and which are
// insured), the mandatory fields and the default group from the his settings, and the default ethnicity (Kinh, 01)
// and nationality.
import { useMemo } from 'react';
import { useQuery } from '@his/sdk/data';
import type { SelectItem } from '@his/sdk/ui';
import { DanhMucTiepNhanDocument } from '../../generated/graphql';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_SETTING_KEYS, type ReceptionRequirements } from '../../rules/settings';
import type { PatientDefaults } from './form-values';

/** Kinh, the ethnicity a new patient starts with. */
const DEFAULT_ETHNICITY = '01';

export interface ReceptionChoices {
  groups: SelectItem[];
  insuredIds: ReadonlySet<string>;
  defaultGroupId: string | null;
  /** The group a scanned insurance card puts a visit in: the default one when it is insured, else the first insured. */
  insuredGroupId: string | null;
  requirements: ReceptionRequirements;
  defaults: PatientDefaults;
}

export function useReceptionChoices(): { choices: ReceptionChoices | null; fetching: boolean } {
  const [{ data, fetching, error }] = useQuery({ query: DanhMucTiepNhanDocument, requestPolicy: 'cache-and-network' });
  const choices = useMemo((): ReceptionChoices | null => {
    if (!data && !error) return null;
    const master = data?.getDanhMucTiepNhan;
    const rows = master?.DoiTuongs ?? [];
    // The settings come under their his keys, as REQUIREMENT_SETTING_KEYS names them.
    const his = (master?.CaiDat ?? {}) as Record<string, unknown>;
    const requirements = { ...DEFAULT_REQUIREMENTS };
    for (const [name, key] of Object.entries(REQUIREMENT_SETTING_KEYS) as [keyof ReceptionRequirements, string][]) {
      if (typeof his[key] === 'boolean') requirements[name] = his[key];
    }
    const insuredIds = new Set(rows.filter((row) => row.baoHiemYTe).map((row) => row._id));
    const defaultGroupId = rows.find((row) => row.MaDoiTuong === his.maDoiTuongMacDinh && !row.TamNgung)?._id ?? null;
    const insuredGroupId = defaultGroupId && insuredIds.has(defaultGroupId) ? defaultGroupId : (rows.find((row) => insuredIds.has(row._id) && !row.TamNgung)?._id ?? null);
    return {
      groups: rows.map((row) => ({ value: row._id, label: row.TenDoiTuong, disabled: row.TamNgung })),
      insuredIds,
      defaultGroupId,
      insuredGroupId,
      requirements,
      defaults: { DanToc_Id: master?.DanTocs.find((row) => row.Ma === DEFAULT_ETHNICITY)?._id ?? null, QuocTich_Id: master?.QuocTichMacDinh?._id ?? null },
    };
  }, [data, error]);
  return { choices, fetching };
}
