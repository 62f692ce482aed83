// The audit log names the patient of each entry (the history filters by patient), and keeps its rows for good.
import type { Migration } from '@his/sdk/server';

/**
 * Set for its own transaction (`SET LOCAL`) by a migration that must rewrite past entries, as the one masking
 * secrets recorded in clear does; nothing else sets it, and no request can, since the API runs no SQL of its caller's.
 */
export const AUDIT_REWRITE_SETTING = 'his.audit_rewrite';

/**
 * `BenhNhan_Id`: the patient an entry is about, as the writer fills it (core/audit.ts patientOfEntry): a patient's own
 * record, or a record carrying the patient's id in its before or after (a visit, an order, a receipt…). Older rows
 * get it the same way from their stored before and after, before the trigger below forbids rewriting them.
 *
 * From then on the log only grows: UPDATE, DELETE and TRUNCATE are refused by the database itself, whatever code or
 * account runs them, except in a transaction that sets AUDIT_REWRITE_SETTING. No retention job deletes entries.
 */
export const auditPatientAndAppendOnly: Migration = {
  id: '0010_audit_patient_append_only',
  sql: `
ALTER TABLE his_audit_log ADD COLUMN "BenhNhan_Id" text;
UPDATE his_audit_log SET "BenhNhan_Id" = CASE
    WHEN entity = 'BenhNhan' THEN "entity_Id"
    WHEN jsonb_typeof(after -> 'BenhNhan_Id') = 'string' AND after ->> 'BenhNhan_Id' <> '' THEN after ->> 'BenhNhan_Id'
    WHEN jsonb_typeof(before -> 'BenhNhan_Id') = 'string' AND before ->> 'BenhNhan_Id' <> '' THEN before ->> 'BenhNhan_Id'
  END
WHERE entity = 'BenhNhan' OR jsonb_typeof(after -> 'BenhNhan_Id') = 'string' OR jsonb_typeof(before -> 'BenhNhan_Id') = 'string';
CREATE INDEX his_audit_log_patient ON his_audit_log ("BenhNhan_Id", time DESC) WHERE "BenhNhan_Id" IS NOT NULL;

CREATE FUNCTION his_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('${AUDIT_REWRITE_SETTING}', true) = 'on' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'his_audit_log only grows: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER his_audit_log_append_only BEFORE UPDATE OR DELETE ON his_audit_log
  FOR EACH ROW EXECUTE FUNCTION his_audit_log_append_only();
CREATE TRIGGER his_audit_log_no_truncate BEFORE TRUNCATE ON his_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION his_audit_log_append_only();
`,
};
