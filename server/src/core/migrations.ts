// The core's own tables: counters, settings, the organisation (nodes), accounts, profiles, sessions, audit log.
import { ALL_KEYS, CHANGE_MARKS_TABLE_SQL, changeMarkTriggers, ORGANISATION_CHANGES, type Migration } from '@his/sdk/server';
import { maskSecretSettingsInAudit } from './secret-settings-migration';
import { auditPatientAndAppendOnly } from './audit-migration';
import { filesMigration, filesXlsxMigration } from './files/files-migration';

export const coreMigrations: Migration[] = [
  {
    id: '0001_core',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE his_counters (key text PRIMARY KEY, value bigint NOT NULL);
CREATE TABLE his_secrets (name text PRIMARY KEY, value text NOT NULL);
CREATE TABLE his_settings (type text PRIMARY KEY, value jsonb NOT NULL, "updatedAt" timestamptz NOT NULL DEFAULT now());

CREATE TABLE his_nodes (
  _id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  "TenKhongDau" text NOT NULL,
  category text NOT NULL CHECK (category IN ('HOSPITAL', 'DEPARTMENT', 'ROOM', 'STORE')),
  "roomType" text,
  "parent_Id" text REFERENCES his_nodes(_id),
  phone text,
  "taxCode" text,
  address text,
  "queueCodes" jsonb NOT NULL DEFAULT '[]',
  "prescriptionTemplate" text,
  "canSale" boolean NOT NULL DEFAULT false,
  "isDeleted" boolean NOT NULL DEFAULT false,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX his_nodes_khong_dau_trgm ON his_nodes USING gin ("TenKhongDau" gin_trgm_ops);

CREATE TABLE "DM_ChucVu" (
  _id text PRIMARY KEY,
  "MaChucVu" text NOT NULL UNIQUE,
  "TenChucVu" text NOT NULL
);

CREATE TABLE "NhanVien" (
  _id text PRIMARY KEY,
  "MaNhanVien" text NOT NULL UNIQUE,
  "TenNhanVien" text NOT NULL,
  "TenKhongDau" text NOT NULL,
  "NgaySinh" bigint,
  "GioiTinh" text CHECK ("GioiTinh" IN ('MALE', 'FEMALE', 'OTHER')),
  "ChucVu_Id" text REFERENCES "DM_ChucVu"(_id),
  "ChucDanh_Id" text,
  "KhoaLamViec_Ids" text[] NOT NULL DEFAULT '{}',
  "TaiKhoan_Id" text
);
CREATE INDEX nhan_vien_khong_dau_trgm ON "NhanVien" USING gin ("TenKhongDau" gin_trgm_ops);

CREATE TABLE his_users (
  _id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  "passwordHash" text NOT NULL,
  "accountKind" text NOT NULL DEFAULT 'Staff',
  "NhanVien_Id" text REFERENCES "NhanVien"(_id),
  "isLocked" boolean NOT NULL DEFAULT false,
  "isOnline" boolean NOT NULL DEFAULT false,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE his_roles (code text PRIMARY KEY, name text NOT NULL);
CREATE TABLE his_permissions (code text PRIMARY KEY, plugin text NOT NULL, "titleVi" text NOT NULL, "titleEn" text NOT NULL);

CREATE TABLE his_profiles (
  _id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  menu text NOT NULL DEFAULT 'tree' CHECK (menu IN ('full', 'tree')),
  navigation jsonb NOT NULL DEFAULT '[]',
  "isLocked" boolean NOT NULL DEFAULT false
);
CREATE TABLE his_profile_nodes (
  "profile_Id" text NOT NULL REFERENCES his_profiles(_id) ON DELETE CASCADE,
  "node_Id" text NOT NULL REFERENCES his_nodes(_id),
  role text NOT NULL REFERENCES his_roles(code),
  PRIMARY KEY ("profile_Id", "node_Id", role)
);
CREATE TABLE his_profile_permissions (
  "profile_Id" text NOT NULL REFERENCES his_profiles(_id) ON DELETE CASCADE,
  "node_Id" text NOT NULL REFERENCES his_nodes(_id),
  permissions text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY ("profile_Id", "node_Id")
);
CREATE TABLE his_user_profiles (
  "user_Id" text NOT NULL REFERENCES his_users(_id) ON DELETE CASCADE,
  "profile_Id" text NOT NULL REFERENCES his_profiles(_id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_Id", "profile_Id")
);

CREATE TABLE his_sessions (
  _id text PRIMARY KEY,
  "user_Id" text NOT NULL REFERENCES his_users(_id) ON DELETE CASCADE,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "expiresAt" timestamptz NOT NULL,
  "revokedAt" timestamptz,
  address text
);
CREATE INDEX his_sessions_user ON his_sessions ("user_Id");

CREATE TABLE his_login_failures (key text PRIMARY KEY, failures integer NOT NULL, "windowStart" timestamptz NOT NULL);

CREATE TABLE his_audit_log (
  _id bigserial PRIMARY KEY,
  time timestamptz NOT NULL DEFAULT now(),
  "user_Id" text,
  username text,
  "node_Id" text,
  "profile_Id" text,
  action text NOT NULL,
  entity text NOT NULL,
  "entity_Id" text,
  before jsonb,
  after jsonb,
  operation text,
  address text
);
CREATE INDEX his_audit_log_time ON his_audit_log (time DESC);
CREATE INDEX his_audit_log_entity ON his_audit_log (entity, "entity_Id");
CREATE INDEX his_audit_log_user ON his_audit_log ("user_Id", time DESC);
`,
  },
  {
    // Positions and staff became catalogues (the catalogues plugin lists and edits them): the columns every
    // catalogue has. The UNIQUE constraints already carry the names the engine recognises (table_column_key).
    id: '0002_staff_catalogues',
    sql: `
ALTER TABLE "DM_ChucVu"
  ADD COLUMN "TenKhongDau" text NOT NULL DEFAULT '',
  ADD COLUMN "TamNgung" boolean NOT NULL DEFAULT false,
  ADD COLUMN "createdBy" text,
  ADD COLUMN "createdAt" timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN "updatedBy" text,
  ADD COLUMN "updatedAt" timestamptz NOT NULL DEFAULT now();
UPDATE "DM_ChucVu" SET "TenKhongDau" = lower(unaccent("TenChucVu"));
CREATE INDEX IF NOT EXISTS "DM_ChucVu_TenKhongDau_trgm" ON "DM_ChucVu" USING gin ("TenKhongDau" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "DM_ChucVu_MaChucVu_trgm" ON "DM_ChucVu" USING gin ("MaChucVu" gin_trgm_ops);

ALTER TABLE "NhanVien"
  ADD COLUMN "TamNgung" boolean NOT NULL DEFAULT false,
  ADD COLUMN "createdBy" text,
  ADD COLUMN "createdAt" timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN "updatedBy" text,
  ADD COLUMN "updatedAt" timestamptz NOT NULL DEFAULT now();
CREATE INDEX IF NOT EXISTS "NhanVien_MaNhanVien_trgm" ON "NhanVien" USING gin ("MaNhanVien" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "NhanVien_ChucVu_Id_idx" ON "NhanVien" ("ChucVu_Id");

-- A staff member's departments are nodes: a catalogue reference checks its target's TamNgung.
ALTER TABLE his_nodes ADD COLUMN "TamNgung" boolean GENERATED ALWAYS AS ("isDeleted") STORED;
`,
  },
  {
    // Sign-in limits per user name and address with a growing delay, and a looser one per address, in place of
    // the counters per name and per address that let anyone lock an account out (see auth/rate-limit.ts).
    // "allowed" is what the last reservation answered: RETURNING sees only the row it wrote.
    id: '0003_login_limits',
    sql: `
DROP TABLE his_login_failures;

CREATE TABLE his_login_limits (
  username text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  "inFlight" integer NOT NULL DEFAULT 0,
  lockouts integer NOT NULL DEFAULT 0,
  "lockedUntil" timestamptz,
  "lastAttempt" timestamptz NOT NULL DEFAULT now(),
  "lastSuccess" timestamptz,
  allowed boolean NOT NULL DEFAULT true,
  PRIMARY KEY (username, address)
);

CREATE TABLE his_login_address_limits (
  address text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  "windowStart" timestamptz NOT NULL DEFAULT now(),
  allowed boolean NOT NULL DEFAULT true
);
`,
  },
  maskSecretSettingsInAudit,
  {
    // Numbered books for the SDK's numbering service (sdk/server/numbering/books.ts): receipt books and the like.
    // nextNumber may pass maxNumber by one: that is a used-up book.
    id: '0005_number_books',
    sql: `
CREATE TABLE his_number_books (
  _id text PRIMARY KEY,
  "facility_Id" text NOT NULL REFERENCES his_nodes(_id),
  kind text NOT NULL,
  symbol text NOT NULL,
  series text,
  "minNumber" integer NOT NULL CHECK ("minNumber" >= 1),
  "maxNumber" integer NOT NULL,
  "nextNumber" integer NOT NULL,
  "isLocked" boolean NOT NULL DEFAULT false,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CHECK ("maxNumber" >= "minNumber"),
  CHECK ("nextNumber" BETWEEN "minNumber" AND "maxNumber" + 1)
);
CREATE INDEX his_number_books_facility_kind ON his_number_books ("facility_Id", kind);

CREATE TABLE his_number_book_users (
  "book_Id" text NOT NULL REFERENCES his_number_books(_id) ON DELETE CASCADE,
  "user_Id" text NOT NULL REFERENCES his_users(_id),
  "currentNumber" integer,
  PRIMARY KEY ("book_Id", "user_Id")
);
`,
  },
  {
    // Print templates (server/src/core/print-templates/): each save is a new version of a facility's template;
    // the current body is the highest version, and a facility without any prints the plugin's default.
    id: '0006_print_templates',
    sql: `
CREATE TABLE his_print_template_versions (
  _id text PRIMARY KEY,
  "facility_Id" text NOT NULL REFERENCES his_nodes(_id),
  key text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  body text NOT NULL,
  "restoredFrom" integer,
  "createdBy" text REFERENCES his_users(_id),
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("facility_Id", key, version)
);
`,
  },
  filesMigration,
  filesXlsxMigration,
  {
    // A password an administrator reset (auth/user-admin.ts) is known to them: its owner must replace it at the
    // next sign-in, before anything else.
    id: '0009_users_must_change_password',
    sql: `
ALTER TABLE his_users ADD COLUMN "mustChangePassword" boolean NOT NULL DEFAULT false;
`,
  },
  auditPatientAndAppendOnly,
  {
    // Which keys of a topic were written, by which transaction last and when (sdk/server/change-marks.ts): plugins'
    // triggers fill it, readers of derived views look at it, marks older than CHANGE_MARKS_KEPT_MS are pruned.
    id: '0011_change_marks',
    sql: `
${CHANGE_MARKS_TABLE_SQL}
${changeMarkTriggers({ table: 'his_nodes', topic: ORGANISATION_CHANGES, key: ALL_KEYS })}
`,
  },
];
