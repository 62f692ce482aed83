import { describe, expect, it, vi } from 'vitest';
import { gql } from 'urql';
import { createMockClient } from './mock-client';

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
});
