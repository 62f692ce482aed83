import { describe, expect, it } from 'vitest';
import { changesAsText } from './audit-export-text';

const words = { none: 'không có', max: 100 };
const change = (label: string, before: string | null, after: string | null) => ({ label, before, after });

describe('an audit entry\'s change as one cell of text', () => {
  it.each([
    [
      'an edit lists only the fields that changed, before and after',
      [change('Tên dịch vụ', 'Khám nội', 'Khám Nội'), change('Mã dịch vụ', 'KB-NOI', 'KB-NOI'), change('Ghi chú', null, 'Từ 01/04')],
      'Tên dịch vụ: Khám nội → Khám Nội\nGhi chú: không có → Từ 01/04',
    ],
    ['a field emptied by an edit says so', [change('Điện thoại', '0912', null), change('Tên', 'A', 'B')], 'Điện thoại: 0912 → không có\nTên: A → B'],
    ['a created record lists its values', [change('Tên', null, 'Nguyễn Văn An'), change('Ghi chú', null, null), change('Năm sinh', null, '1980')], 'Tên: Nguyễn Văn An\nNăm sinh: 1980'],
    ['a deleted record lists what it held', [change('Tên', 'Nguyễn Văn An', null)], 'Tên: Nguyễn Văn An'],
    ['an entry without a record is empty', [], ''],
  ])('%s', (_case, changes, text) => {
    expect(changesAsText(changes, words)).toBe(text);
  });

  it('cuts a text longer than a cell takes, with an ellipsis, counting characters rather than bytes', () => {
    const text = changesAsText([change('Ghi chú', null, 'ễ'.repeat(200))], { none: '-', max: 50 });
    expect([...text]).toHaveLength(50);
    expect(text.endsWith('ễ…')).toBe(true);
  });
});
