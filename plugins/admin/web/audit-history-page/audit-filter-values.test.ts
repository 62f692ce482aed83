import { describe, expect, it } from 'vitest';
import { parseDate } from '@his/sdk/format';
import { defaultAuditFilter, filterProblem, toQueryFilter } from './audit-filter-values';

// 15/03/2024 10:30 in Vietnam.
const NOW = Date.UTC(2024, 2, 15, 3, 30);

describe('audit history filter', () => {
  it('opens on the last seven days, today included', () => {
    expect(defaultAuditFilter(NOW)).toEqual({ tuNgay: parseDate('09/03/2024'), denNgay: parseDate('15/03/2024'), username: '', action: null, entity: '', patient: null });
  });

  it('asks for the first day from its midnight to the last day up to its last millisecond, in Vietnam', () => {
    const filter = toQueryFilter({ ...defaultAuditFilter(NOW), username: ' ketoan ', action: 'LOGIN', entity: ' ' });
    expect(filter).toEqual({ tuNgay: Date.UTC(2024, 2, 8, 17), denNgay: Date.UTC(2024, 2, 15, 16, 59, 59, 999), username: 'ketoan', action: 'LOGIN' });
  });

  it('leaves out what is not set', () => {
    expect(toQueryFilter({ tuNgay: null, denNgay: null, username: '', action: null, entity: '', patient: null })).toEqual({});
  });

  it('asks for one patient\'s entries by the patient\'s id', () => {
    const patient = { BenhNhan_Id: '65f3a1c2e4b0a1b2c3d4e5f6', label: 'Nguyễn Văn An · BN000123' };
    expect(toQueryFilter({ tuNgay: null, denNgay: null, username: '', action: null, entity: '', patient })).toEqual({ BenhNhan_Id: '65f3a1c2e4b0a1b2c3d4e5f6' });
  });

  it('refuses a range that ends before it starts, and accepts a single day', () => {
    expect(filterProblem({ ...defaultAuditFilter(NOW), tuNgay: parseDate('16/03/2024') })).toBe('admin.audit.dateRange');
    expect(filterProblem({ ...defaultAuditFilter(NOW), tuNgay: parseDate('15/03/2024') })).toBeNull();
  });
});
