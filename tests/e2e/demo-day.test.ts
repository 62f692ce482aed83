// The demo day in Debian's Chromium against the hospital variant started as `npm start` starts it: the technician signs
// in, opens the lab work list and finds an order waiting for her, and the result she returned in the done list,
// without anyone having received or ordered by hand.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@his/server';
import { browserSuite } from './support/signed-in';
import { WorkListScreen } from './pages/work-list-screen';

const suite = browserSuite('hospital', { demoDay: true });
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

/** The patients of today's lab orders at the sampling room in a state, as the demo day made them. */
async function patientsOfLabOrders(state: string): Promise<string[]> {
  const rows = await suite.web.server.runtime.database.query<{ name: string }>(`
    SELECT b."TenBenhNhan" AS name FROM "DichVuYeuCau" o JOIN "BenhNhan" b ON b._id = o."BenhNhan_Id" JOIN his_nodes n ON n._id = o."NoiThucHien_Id"
    WHERE n.code = 'XN01' AND o."TrangThai" = $1 ORDER BY o."SoPhieuYeuCau"`, [state]);
  return rows.map((row) => row.name);
}

describe('the demo day', () => {
  it('When the technician opens the lab work list / Then an order made by the demo day waits for her, and the one she returned is done', async () => {
    const [waiting] = await patientsOfLabOrders('SanSang');
    const [returned] = await patientsOfLabOrders('CoKetQua');
    expect(waiting).toBeTruthy();
    expect(returned).toBeTruthy();

    const lab = await suite.signedIn(account('ktv'));
    const bench = new WorkListScreen(lab);
    await bench.open(suite.web.url);
    await bench.row('Chờ thực hiện', waiting!).waitFor();
    await bench.openList('Đã thực hiện');
    await bench.row('Đã thực hiện', returned!).waitFor();
  });
});
