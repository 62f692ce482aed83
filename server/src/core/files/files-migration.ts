// The core's store of uploaded files (JPEG, PNG, DICOM, and .xlsx workbooks for imports): the bytes with their checked
// type, size and digest, the facility and user that uploaded them, the unguessable token that serves them, and what
// claimed them.
import type { Migration } from '@his/sdk/server';

export const filesMigration: Migration = {
  id: '0007_files',
  sql: `
CREATE TABLE his_files (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL REFERENCES his_nodes(_id),
  -- 32 random bytes, base64url: GET /tep?token=… serves the file to whoever holds it.
  token text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'application/dicom')),
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  -- The table of the row that linked the file (a plugin's); a file nothing claimed a day after upload is removed.
  "claimedBy" text,
  "createdBy" text REFERENCES his_users(_id),
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT his_files_token_key UNIQUE (token)
);
CREATE INDEX his_files_unclaimed ON his_files ("createdAt") WHERE "claimedBy" IS NULL;
`,
};

/** Spreadsheets uploaded for an import are kept until the import reads them (or a day, like any unclaimed upload). */
export const filesXlsxMigration: Migration = {
  id: '0008_files_xlsx',
  sql: `
ALTER TABLE his_files DROP CONSTRAINT his_files_mime_check;
ALTER TABLE his_files ADD CONSTRAINT his_files_mime_check
  CHECK (mime IN ('image/jpeg', 'image/png', 'application/dicom', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
`,
};
