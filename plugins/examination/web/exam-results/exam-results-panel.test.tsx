// @vitest-environment happy-dom
// The test results tab of the exam: another plugin's fill shows the visit's results, given the exam, the visit and the
// patient; without a fill the profile may see, the doctor reads why the tab is empty.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource, type ComposedFill } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { examResults } from '../../contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../../rules/permissions';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, sampleQueue } from '../testing/fake-exam-api';
import { settleToasts } from '../testing/render-as-doctor';

afterEach(settleToasts);

type Props = { examId: string; visitId: string; patientId: string; open: boolean };
const resultsFill: ComposedFill = {
  slot: examResults,
  id: 'exam-results',
  pluginId: 'paraclinical',
  permission: 'paraclinical.read',
  component: async () => ({ default: ({ examId, visitId, patientId, open }: Props) => <p>{`Kết quả của ${visitId} (${patientId}, ${examId}${open ? ', đang khám' : ''})`}</p> }),
};

async function render(permissions: string[], language: 'vi' | 'en' = 'vi') {
  // Number 2, being examined.
  const row = sampleQueue()[2]!;
  const api = createFakeExamApi();
  await renderInHost(<ExamTabs exam={row.KhamBenh!} patient={row} onChanged={() => {}} />, {
    language,
    locales: { examination: { vi, en } },
    client: api.client,
    appEvents: createAppEventSource(),
    slotFills: new Map([[examResults.id, [resultsFill]]]),
    session: mockSession([EXAMINATION_READ, EXAMINATION_WRITE, ...permissions], { username: 'bacsi', name: 'BS. Trần Văn Khoa', profile: 'Bác sĩ' }),
  });
  return userEvent.setup({ delay: 5 });
}

describe('the test results tab', () => {
  it('When the doctor may read results / Then the tab shows the fill of the visit being examined', async () => {
    const user = await render(['paraclinical.read']);
    await user.click(screen.getByRole('tab', { name: 'Kết quả CLS' }));
    expect(await screen.findByText('Kết quả của tn-2 (bn-2, kb-2, đang khám)')).toBeTruthy();
  });

  it('When no fill may show / Then the tab says why it is empty, in the language chosen', async () => {
    const user = await render([], 'en');
    await user.click(screen.getByRole('tab', { name: 'Test results' }));
    expect(await screen.findByText(/^Test results cannot be shown here/)).toBeTruthy();
    expect(screen.queryByText(/^Kết quả của/)).toBeNull();
  });
});
