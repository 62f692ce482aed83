// The demo day's patients read as real ones would at the desk: valid phones, insurance cards whose object code has the
// benefit level the cards carry, citizen numbers of twelve digits, a child with whoever brings her, and another set of
// names and numbers the next day.
import { describe, expect, it } from 'vitest';
import { splitInsuranceCardNumber } from '@his/sdk';
import { fromCalendarDate, toCalendarDate } from '@his/sdk/format';
import { phone } from '@his/sdk/validation';
import { isChild } from '../rules/patient';
import { DEMO_DAY_SLOTS, demoDayPatient } from './demo-day';

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = fromCalendarDate({ year: 2026, month: 3, day: 14 }) + 9 * 60 * 60 * 1000;
/** Benefit levels of the object codes the demo cards use (Luật BHYT, art. 22; the object-code table's). */
const LEVEL_OF: Readonly<Record<string, number>> = { HT: 3, DN: 4, GD: 4, CN: 3, TE: 1 };

const patients = (at: number) => DEMO_DAY_SLOTS.map((slot, index) => ({ slot, patient: demoDayPatient(slot, index, at) }));

describe('the demo day\'s patients', () => {
  it.each(patients(TODAY).map(({ slot, patient }) => [patient.TenBenhNhan, slot, patient] as const))('%s: a valid phone, a birth before the day and, when insured, a card at its object code\'s level', (_name, slot, patient) => {
    expect(phone(patient.SoDienThoai)).toBeNull();
    expect(patient.NgaySinh).toBeLessThan(TODAY);
    expect(toCalendarDate(patient.NgaySinh).year).toBe(patient.NamSinh);
    if (slot.card) {
      const card = splitInsuranceCardNumber(patient.card!);
      expect(card.ok && card.value.objectCode).toBe(slot.card.objectCode);
      expect(card.ok && card.value.benefitLevel).toBe(LEVEL_OF[slot.card.objectCode]);
    } else {
      expect(patient.card).toBeNull();
    }
    if (patient.CMNDHoacHoChieu !== null) expect(patient.CMNDHoacHoChieu).toMatch(/^079[0-3]\d{8}$/);
    expect(patient.contactName !== null).toBe(isChild({ NgaySinh: patient.NgaySinh, NamSinh: patient.NamSinh }, TODAY));
  });

  it('one day\'s patients have numbers of their own, and the next day\'s other names and numbers', () => {
    const today = patients(TODAY).map(({ patient }) => patient);
    const tomorrow = patients(TODAY + DAY_MS).map(({ patient }) => patient);
    for (const field of ['SoDienThoai', 'card', 'CMNDHoacHoChieu'] as const) {
      const values = [...today, ...tomorrow].map((patient) => patient[field]).filter((value) => value !== null);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(today.map((patient) => patient.TenBenhNhan)).not.toEqual(tomorrow.map((patient) => patient.TenBenhNhan));
    expect(today.filter((patient, index) => patient.TenBenhNhan === tomorrow[index]!.TenBenhNhan)).toEqual([]);
  });
});
