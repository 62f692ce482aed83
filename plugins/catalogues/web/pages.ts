// The plugin's screens, behind one module so that they share one chunk.
import { createElement } from 'react';
import { CatalogueGroupPage } from './catalogue-group-page/catalogue-group-page';
import { ICD_GROUP, KSK_GROUP, PARACLINICAL_GROUP, SERVICE_GROUP, SYSTEM_GROUP, type CatalogueGroup } from './groups';
import { SingleCataloguePage } from './single-catalogue-page';
export { OrgUnitsPage } from './org-units-page/org-units-page';
import { staffAccountSection } from './staff-account-section';
import * as rules from '../rules';

const groupPage = (group: CatalogueGroup) => () => createElement(CatalogueGroupPage, { group });

export const SystemCataloguesPage = groupPage(SYSTEM_GROUP);
export const ServiceCataloguesPage = groupPage(SERVICE_GROUP);
export const ParaclinicalCataloguesPage = groupPage(PARACLINICAL_GROUP);
export const KskCataloguesPage = groupPage(KSK_GROUP);
export const IcdCataloguesPage = groupPage(ICD_GROUP);
export const EquipmentPage = () => createElement(SingleCataloguePage, { descriptor: rules.thietBi });
export const CustomerTypesPage = () => createElement(SingleCataloguePage, { descriptor: rules.nhomBenhNhan });
export const PositionsPage = () => createElement(SingleCataloguePage, { descriptor: rules.chucVu });
export const StaffPage = () => createElement(SingleCataloguePage, { descriptor: rules.nhanVien, section: staffAccountSection });
