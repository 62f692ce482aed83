// A visit cancelled at reception takes its open exams with it: each exam still being examined is cancelled and its
// prescriptions give their stock back, so that no store keeps holding boxes for a patient who has left. Reception
// cannot see exams; it says a visit was cancelled, and examination answers after that commit.
import { sql } from 'drizzle-orm';
import { onEvent, rowsOf } from '@his/sdk/server';
import { receptionEvents } from '../../reception/contract';
import { examinationEvents } from '../contract';
import { khamBenhById } from './exam-reads';
import { releaseExamPrescriptions } from './prescription-writes';

export const cancelExamsOfCancelledVisits = onEvent(receptionEvents.delete, async ({ ids }, ctx) => {
  const viewer = ctx.viewer;
  if (!viewer || ids.length === 0) return;
  await ctx.write(async (scope) => {
    const exams = rowsOf<{ _id: string; LyDoHuy: string | null }>(await scope.tx.execute(sql`
      SELECT k._id, t."LyDoHuy" FROM "KhamBenh" k JOIN "TiepNhan" t ON t._id = k."TiepNhan_Id"
      WHERE k."TiepNhan_Id" = ANY(${sql.param(ids.slice(0, 100))}::text[]) AND k."node_Id" = ${viewer.nodeId} AND k."TrangThai" = 'DangKham'
      ORDER BY k._id FOR UPDATE OF k`));
    for (const { _id, LyDoHuy } of exams) {
      const before = (await khamBenhById(scope.tx, viewer.nodeId, _id))!;
      await releaseExamPrescriptions(ctx, scope, viewer, _id, 'cancel');
      await scope.tx.execute(sql`UPDATE "KhamBenh" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${LyDoHuy ?? 'Huỷ tiếp nhận'}, "updatedBy" = ${viewer.userId},
        "updatedAt" = now() WHERE _id = ${_id}`);
      const after = (await khamBenhById(scope.tx, viewer.nodeId, _id))!;
      await scope.audit({ action: 'CANCEL', entity: 'KhamBenh', entityId: _id, before, after });
      scope.emit(examinationEvents.update, { ids: [_id], PhongBan_Ids: [after.PhongBan_Id] }, { idNodes: [viewer.nodeId] });
    }
  });
});
