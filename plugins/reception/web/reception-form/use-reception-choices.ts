// What a reception form starts from: the patient groups (and which are insured), the mandatory fields and the
// default group from the his settings, and the default ethnicity (Kinh, 01) and nationality (VN).
import { useMemo } from 'react';
import { useQuery } from '@his/sdk/data';
import type { SelectItem } from '@his/sdk/ui';
import { ReceptionFormChoicesDocument } from '../../generated/graphql';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_SETTING_KEYS, type ReceptionRequirements } from '../../rules/settings';
import type { PatientDefaults } from './form-values';

/** The patient-group category whose groups bill the insurance fund (DM_NhomDoiTuong BHYT). */
export const INSURED_CATEGORY = 'BHYT';

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
  const [{ data, fetching, error }] = useQuery({ query: ReceptionFormChoicesDocument, requestPolicy: 'cache-and-network' });
  const choices = useMemo((): ReceptionChoices | null => {
    if (!data && !error) return null;
    const rows = data?.getDM_DoiTuongs.items ?? [];
    const his = (data?.getSetting.his ?? {}) as Record<string, unknown>;
    const requirements = { ...DEFAULT_REQUIREMENTS };
    for (const [name, key] of Object.entries(REQUIREMENT_SETTING_KEYS) as [keyof ReceptionRequirements, string][]) {
      if (typeof his[key] === 'boolean') requirements[name] = his[key];
    }
    const insuredIds = new Set(rows.filter((row) => row.NhomDoiTuong?.MaNhomDoiTuong === INSURED_CATEGORY).map((row) => row._id));
    const defaultGroupId = rows.find((row) => row.MaDoiTuong === his.maDoiTuongMacDinh && !row.TamNgung)?._id ?? null;
    const insuredGroupId = defaultGroupId && insuredIds.has(defaultGroupId) ? defaultGroupId : (rows.find((row) => insuredIds.has(row._id) && !row.TamNgung)?._id ?? null);
    return {
      groups: rows.map((row) => ({ value: row._id, label: row.TenDoiTuong, disabled: row.TamNgung })),
      insuredIds,
      defaultGroupId,
      insuredGroupId,
      requirements,
      defaults: { DanToc_Id: data?.getDM_DanTocByCodes[0]?._id ?? null, QuocTich_Id: data?.getDM_QuocTichByCodes[0]?._id ?? null },
    };
  }, [data, error]);
  return { choices, fetching };
}
