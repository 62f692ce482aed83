// Which work list shows an order, by its service type and group: each group of the lab on one list only.
import { describe, expect, it } from 'vitest';
import { SARS_COV_2_GROUP, workListOf } from './work-lists';

describe('workListOf', () => {
  it.each([
    ['a biochemistry test goes to the lab list', 'XetNghiem', 'XN-SH', 'xet-nghiem'],
    ['a test without a group goes to the lab list', 'XetNghiem', null, 'xet-nghiem'],
    ['a microbiology test has its own list', 'XetNghiem', 'XN-VS', 'xet-nghiem-vi-sinh'],
    ['a SARS-CoV-2 test has its own list', 'XetNghiem', SARS_COV_2_GROUP, 'xet-nghiem-sars-cov-2'],
    ['an X-ray goes to imaging', 'ChanDoanHinhAnh', 'CDHA-XQ', 'chan-doan-hinh-anh'],
    ['an abdominal ultrasound goes to ultrasound', 'SieuAm', 'SA', 'sieu-am'],
    ['an endoscopy goes to functional tests', 'NoiSoi', 'NS-TIEU-HOA', 'tham-do-chuc-nang'],
    ['an examination is on no list', 'KhamBenh', 'KB', null],
  ])('%s', (_case, type, group, list) => {
    expect(workListOf(type, group)?.key ?? null).toBe(list);
  });

  it('keeps the SARS-CoV-2 group off the other lab lists', () => {
    expect(workListOf('XetNghiem', SARS_COV_2_GROUP)?.event).toBe('covid');
  });
});
