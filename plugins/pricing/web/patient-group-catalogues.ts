// The catalogues of /doi-tuong/:child, in the order of the menu on its left, and their names in URLs.
import type { AnyCatalogue } from '@his/sdk';
import { doiTuong, loaiGia, nhomDoiTuong } from '../rules/catalogues';

export const PATIENT_GROUPS_PATH = '/doi-tuong';

export const PATIENT_GROUP_CATALOGUES: readonly AnyCatalogue[] = [doiTuong, loaiGia, nhomDoiTuong];

/** 'DM_NhomDoiTuong' → 'nhom-doi-tuong', as the screens' paths are written. */
export function catalogueSlug(name: string): string {
  return name
    .replace(/^DM_/, '')
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The catalogue a path names; the first for none, undefined for an unknown one. */
export function catalogueOfSlug(slug: string | undefined): AnyCatalogue | undefined {
  return slug === undefined ? PATIENT_GROUP_CATALOGUES[0] : PATIENT_GROUP_CATALOGUES.find((catalogue) => catalogueSlug(catalogue.name) === slug);
}
