import { describe, expect, it, vi } from 'vitest';
import { gql } from 'urql';
import { createMockClient, MockRefusal } from './mock-client';
import { questionOf, refusalsOf } from './field-error';

describe('the mock client of stories and tests', () => {
  it('answers a known operation with its variables', async () => {
    const client = createMockClient({ Greeting: (variables) => ({ greeting: `Xin chào, ${String(variables.name)}` }) });
    const result = await client.query(gql`query Greeting($name: String!) { greeting(name: $name) }`, { name: 'An' }).toPromise();
    expect(result.data).toEqual({ greeting: 'Xin chào, An' });
  });

  it('fails an operation it does not know, loudly', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createMockClient({});
    const result = await client.query(gql`query Unknown { x }`, {}).toPromise();
    expect(result.error?.message).toContain('The mock client has no answer for the operation "Unknown"');
    expect(consoleError).toHaveBeenCalledWith('The mock client has no answer for the operation "Unknown"');
    consoleError.mockRestore();
  });

  it('refuses as the server does, and asks as it does when the refusal is confirmable', async () => {
    const client = createMockClient({
      Save: (variables) => {
        if (!variables.confirmed.includes('reception.duplicatePatient')) throw new MockRefusal('reception.duplicatePatient', undefined, { count: 1 }, 'Có 1 bệnh nhân trùng. Vẫn lưu?', true);
        throw new MockRefusal('validation.required', 'TenBenhNhan');
      },
    });
    const save = (confirmed: string[]) => client.mutation(gql`mutation Save($confirmed: [String!]) { save(confirmed: $confirmed) }`, { confirmed }).toPromise();
    const asked = await save([]);
    expect(questionOf(asked.error)).toEqual({ key: 'reception.duplicatePatient', message: 'Có 1 bệnh nhân trùng. Vẫn lưu?' });
    const refused = await save(['reception.duplicatePatient']);
    expect(questionOf(refused.error)).toBeNull();
    expect(refusalsOf(refused.error!).fields).toEqual([{ field: 'TenBenhNhan', messageKey: 'validation.required', params: {} }]);
  });
});
