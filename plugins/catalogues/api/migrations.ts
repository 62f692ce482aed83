// The department link tables: which services a department or room performs, which pharmacy stores it draws from,
// and which beds it has (a bed in one department at most). Service and bed ids are checked by the writes and
// declared as catalogue usages, so a linked service or bed cannot be removed; nodes are never deleted, only closed.
import { ORGANISATION_TABLE } from '@his/sdk';
import { ALL_KEYS, changeMarkTriggers, type Migration } from '@his/sdk/server';
import { SERVICE_CATALOGUE_CHANGES } from '../contract';

const v1 = `
CREATE TABLE "PhongBan_DichVu" (
  "PhongBan_Id" text NOT NULL REFERENCES ${ORGANISATION_TABLE} (_id),
  "DichVu_Id" text NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("PhongBan_Id", "DichVu_Id")
);
CREATE INDEX "PhongBan_DichVu_DichVu_Id_idx" ON "PhongBan_DichVu" ("DichVu_Id");

CREATE TABLE "PhongBan_KhoDuoc" (
  "PhongBan_Id" text NOT NULL REFERENCES ${ORGANISATION_TABLE} (_id),
  "KhoDuoc_Id" text NOT NULL REFERENCES ${ORGANISATION_TABLE} (_id),
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("PhongBan_Id", "KhoDuoc_Id")
);
CREATE INDEX "PhongBan_KhoDuoc_KhoDuoc_Id_idx" ON "PhongBan_KhoDuoc" ("KhoDuoc_Id");

CREATE TABLE "PhongBan_Giuong" (
  "PhongBan_Id" text NOT NULL REFERENCES ${ORGANISATION_TABLE} (_id),
  "Giuong_Id" text NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("PhongBan_Id", "Giuong_Id"),
  CONSTRAINT "PhongBan_Giuong_Giuong_Id_key" UNIQUE ("Giuong_Id")
);
`;

// Derived views of services (the cashier's list of a day) learn of any change (contract: SERVICE_CATALOGUE_CHANGES).
const serviceChanges = ['DM_DichVu', 'DM_NhomDichVu', 'DM_LoaiDichVu']
  .map((table) => changeMarkTriggers({ table, topic: SERVICE_CATALOGUE_CHANGES, key: ALL_KEYS })).join('\n');

export const departmentLinkMigrations: readonly Migration[] = [{ id: 'department-links.v1', sql: v1 }, { id: 'catalogues.service-changes', sql: serviceChanges }];
